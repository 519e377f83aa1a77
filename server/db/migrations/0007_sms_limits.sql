ALTER TABLE "notification_log" ADD COLUMN "retake" text;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_sent_idx" ON "otp_challenges" USING btree ("sent_at");