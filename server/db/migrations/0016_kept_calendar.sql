DROP INDEX "birthday_leads_due_idx";--> statement-breakpoint
ALTER TABLE "birthday_leads" ADD COLUMN "calendar" text DEFAULT 'gregory' NOT NULL;--> statement-breakpoint
ALTER TABLE "birthday_leads" ADD COLUMN "leap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "birthdays" ADD COLUMN "calendar" text DEFAULT 'gregory' NOT NULL;--> statement-breakpoint
ALTER TABLE "birthdays" ADD COLUMN "leap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "birthday_leads_due_idx" ON "birthday_leads" USING btree ("calendar","month","leap","day","lead_days","time_zone","send_hour","user_id","birthday_id");--> statement-breakpoint
ALTER TABLE "birthdays" ADD CONSTRAINT "birthdays_calendar_check" CHECK (calendar IN ('gregory', 'chinese', 'dangi', 'hebrew', 'islamic-umalqura', 'persian'));--> statement-breakpoint
ALTER TABLE "birthdays" ADD CONSTRAINT "birthdays_leap_check" CHECK (NOT "birthdays"."leap" OR "birthdays"."calendar" IN ('chinese', 'dangi'));--> statement-breakpoint
-- 0013's triggers, now copying the kept date's calendar and leap month with each lead row, and
-- rewriting a birthday's lead rows when its calendar or leap month changes.
CREATE OR REPLACE FUNCTION birthday_leads_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO birthday_leads (user_id, birthday_id, lead_days, calendar, month, leap, day, time_zone, send_hour)
    SELECT n.user_id, n.id, days, n.calendar, n.month, n.leap, n.day, u.time_zone, (u.reminder_settings->>'sendHour')::smallint
    FROM new_birthdays n JOIN users u ON u.id = n.user_id
    CROSS JOIN LATERAL unnest(coalesce(n.lead_days, default_lead_days(u.reminder_settings))) AS days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION birthday_leads_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose date or lead times changed: a "last notified" stamp leaves them alone.
  DELETE FROM birthday_leads l USING new_birthdays n, old_birthdays o
    WHERE o.id = n.id
      AND (o.calendar, o.month, o.leap, o.day, o.lead_days) IS DISTINCT FROM (n.calendar, n.month, n.leap, n.day, n.lead_days)
      AND l.user_id = n.user_id AND l.birthday_id = n.id;
  INSERT INTO birthday_leads (user_id, birthday_id, lead_days, calendar, month, leap, day, time_zone, send_hour)
    SELECT n.user_id, n.id, days, n.calendar, n.month, n.leap, n.day, u.time_zone, (u.reminder_settings->>'sendHour')::smallint
    FROM new_birthdays n JOIN old_birthdays o ON o.id = n.id JOIN users u ON u.id = n.user_id
    CROSS JOIN LATERAL unnest(coalesce(n.lead_days, default_lead_days(u.reminder_settings))) AS days
    WHERE (o.calendar, o.month, o.leap, o.day, o.lead_days) IS DISTINCT FROM (n.calendar, n.month, n.leap, n.day, n.lead_days);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION birthday_leads_defaults_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates of users (sign-ins, list versions) leave the defaults as they were: nothing to do.
  IF NOT EXISTS (SELECT 1 FROM new_users n JOIN old_users o ON o.id = n.id
                 WHERE default_lead_days(n.reminder_settings) IS DISTINCT FROM default_lead_days(o.reminder_settings)) THEN
    RETURN NULL;
  END IF;
  DELETE FROM birthday_leads l USING new_users n, old_users o, birthdays b
    WHERE o.id = n.id AND default_lead_days(n.reminder_settings) IS DISTINCT FROM default_lead_days(o.reminder_settings)
      AND l.user_id = n.id AND b.user_id = n.id AND b.id = l.birthday_id AND b.lead_days IS NULL;
  INSERT INTO birthday_leads (user_id, birthday_id, lead_days, calendar, month, leap, day, time_zone, send_hour)
    SELECT b.user_id, b.id, days, b.calendar, b.month, b.leap, b.day, n.time_zone, (n.reminder_settings->>'sendHour')::smallint
    FROM new_users n JOIN old_users o ON o.id = n.id
    JOIN birthdays b ON b.user_id = n.id AND b.lead_days IS NULL
    CROSS JOIN LATERAL unnest(default_lead_days(n.reminder_settings)) AS days
    WHERE default_lead_days(n.reminder_settings) IS DISTINCT FROM default_lead_days(o.reminder_settings);
  RETURN NULL;
END
$$;
