ALTER TABLE "users" ADD COLUMN "birthdays_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthdays_list_cached" boolean DEFAULT false NOT NULL;