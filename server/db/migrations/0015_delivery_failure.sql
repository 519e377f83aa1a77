ALTER TABLE "digest_log" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "failure" text;--> statement-breakpoint
-- The rows failed so far: those a paused destination skipped say so in MSG.deliveryPaused's words
-- (the only sentence they ever had); every other failure is its channel's own.
UPDATE "notification_log" SET "failure" = CASE
    WHEN "error" = 'Not sent: this channel is paused after repeated failures. Reminder Settings says how to resume it.'
    THEN 'paused' ELSE 'error' END
  WHERE "status" = 'failed';--> statement-breakpoint
UPDATE "digest_log" SET "failure" = CASE
    WHEN "error" = 'Not sent: this channel is paused after repeated failures. Reminder Settings says how to resume it.'
    THEN 'paused' ELSE 'error' END
  WHERE "status" = 'failed';
