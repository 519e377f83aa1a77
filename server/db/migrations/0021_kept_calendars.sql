CREATE TABLE "kept_calendars" (
	"id" text NOT NULL,
	"leap" boolean NOT NULL,
	CONSTRAINT "kept_calendars_id_leap_pk" PRIMARY KEY("id","leap")
);
--> statement-breakpoint
-- The calendars of 0018's CHECKs; from here on each start adds the definitions' own (server/db/kept-calendars.ts).
INSERT INTO "kept_calendars" ("id", "leap") VALUES ('gregory', false), ('chinese', false), ('chinese', true), ('dangi', false), ('dangi', true), ('ethiopic', false), ('hebrew', false), ('islamic-umalqura', false), ('persian', false);--> statement-breakpoint
ALTER TABLE "birthdays" DROP CONSTRAINT "birthdays_calendar_check";--> statement-breakpoint
ALTER TABLE "birthdays" DROP CONSTRAINT "birthdays_leap_check";--> statement-breakpoint
ALTER TABLE "birthdays" ADD CONSTRAINT "birthdays_kept_calendar_fk" FOREIGN KEY ("calendar","leap") REFERENCES "public"."kept_calendars"("id","leap") ON DELETE no action ON UPDATE no action;