CREATE TABLE "digest_log" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"retake" text
);
--> statement-breakpoint
ALTER TABLE "digest_log" ADD CONSTRAINT "digest_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digest_log_delivery_uq" ON "digest_log" USING btree ("user_id","kind","period_start","channel");--> statement-breakpoint
CREATE INDEX "users_digest_idx" ON "users" USING btree ("time_zone") WHERE ((reminder_settings->'digest'->'weekly'->>'on')::boolean OR (reminder_settings->'digest'->'monthly'->>'on')::boolean);