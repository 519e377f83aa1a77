DROP INDEX "birthday_leads_due_idx";--> statement-breakpoint
ALTER TABLE "birthday_leads" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "birthday_leads" ADD COLUMN "send_hour" smallint;--> statement-breakpoint
-- Each lead row carries its user's zone and send hour, so the due scan keeps only the rows due at
-- this hour from its index alone, before it reads any user or birthday.
UPDATE "birthday_leads" l SET "time_zone" = u.time_zone, "send_hour" = (u.reminder_settings->>'sendHour')::smallint
  FROM users u WHERE u.id = l.user_id;--> statement-breakpoint
ALTER TABLE "birthday_leads" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "birthday_leads_due_idx" ON "birthday_leads" USING btree ("month","day","lead_days","time_zone","send_hour","user_id","birthday_id");--> statement-breakpoint
-- 0011's triggers, now writing the user's zone and send hour with each lead row.
CREATE OR REPLACE FUNCTION birthday_leads_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO birthday_leads (user_id, birthday_id, lead_days, month, day, time_zone, send_hour)
    SELECT n.user_id, n.id, days, n.month, n.day, u.time_zone, (u.reminder_settings->>'sendHour')::smallint
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
    WHERE o.id = n.id AND (o.month, o.day, o.lead_days) IS DISTINCT FROM (n.month, n.day, n.lead_days)
      AND l.user_id = n.user_id AND l.birthday_id = n.id;
  INSERT INTO birthday_leads (user_id, birthday_id, lead_days, month, day, time_zone, send_hour)
    SELECT n.user_id, n.id, days, n.month, n.day, u.time_zone, (u.reminder_settings->>'sendHour')::smallint
    FROM new_birthdays n JOIN old_birthdays o ON o.id = n.id JOIN users u ON u.id = n.user_id
    CROSS JOIN LATERAL unnest(coalesce(n.lead_days, default_lead_days(u.reminder_settings))) AS days
    WHERE (o.month, o.day, o.lead_days) IS DISTINCT FROM (n.month, n.day, n.lead_days);
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
  INSERT INTO birthday_leads (user_id, birthday_id, lead_days, month, day, time_zone, send_hour)
    SELECT b.user_id, b.id, days, b.month, b.day, n.time_zone, (n.reminder_settings->>'sendHour')::smallint
    FROM new_users n JOIN old_users o ON o.id = n.id
    JOIN birthdays b ON b.user_id = n.id AND b.lead_days IS NULL
    CROSS JOIN LATERAL unnest(default_lead_days(n.reminder_settings)) AS days
    WHERE default_lead_days(n.reminder_settings) IS DISTINCT FROM default_lead_days(o.reminder_settings);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A user's new zone or send hour reaches their lead rows in the updating statement. Row-level with a
-- WHEN: the many updates of users that change neither (sign-ins, list versions) run no function at all.
CREATE FUNCTION birthday_leads_clock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE birthday_leads SET time_zone = NEW.time_zone, send_hour = (NEW.reminder_settings->>'sendHour')::smallint
    WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER birthday_leads_clock_changed AFTER UPDATE OF time_zone, reminder_settings ON users
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone
                     OR OLD.reminder_settings->>'sendHour' IS DISTINCT FROM NEW.reminder_settings->>'sendHour')
  EXECUTE FUNCTION birthday_leads_clock_changed();
