DROP INDEX "birthdays_user_name_date_uq";--> statement-breakpoint
ALTER TABLE "birthdays" ADD COLUMN "kind" text DEFAULT 'birthday' NOT NULL;--> statement-breakpoint
ALTER TABLE "birthdays" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "birthdays_user_name_date_uq" ON "birthdays" USING btree ("user_id",lower("name"),"kind","calendar","month","leap","day");