ALTER TABLE "address_book_connections" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
-- A connection paused before this migration keeps its pause; its notice's day has passed.
UPDATE "address_book_connections" SET "paused_at" = now() - interval '2 days' WHERE "paused";--> statement-breakpoint
ALTER TABLE "address_book_connections" DROP COLUMN "paused";--> statement-breakpoint
CREATE INDEX "address_book_connections_paused_idx" ON "address_book_connections" USING btree ("paused_at") WHERE "address_book_connections"."paused_at" IS NOT NULL;