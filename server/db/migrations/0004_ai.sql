CREATE TABLE "ai_rate_limits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_tone" text DEFAULT 'friendly' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_rate_limits" ADD CONSTRAINT "ai_rate_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;