-- The duplicate rule counts the calendar: Chinese 8/15 and August 15 are different birthdays of one name.
DROP INDEX "birthdays_user_name_date_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "birthdays_user_name_date_uq" ON "birthdays" USING btree ("user_id",lower("name"),"calendar","month","leap","day");