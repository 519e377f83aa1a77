CREATE TABLE "birthday_leads" (
	"user_id" text NOT NULL,
	"birthday_id" text NOT NULL,
	"lead_days" smallint NOT NULL,
	"month" smallint NOT NULL,
	"day" smallint NOT NULL,
	CONSTRAINT "birthday_leads_birthday_id_lead_days_pk" PRIMARY KEY("birthday_id","lead_days")
);
--> statement-breakpoint
DROP INDEX "notification_log_delivery_uq";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "reminder_settings" SET DEFAULT '{"enabled":true,"types":{"week":true,"day":true,"today":true},"channels":{"sms":true,"push":true,"email":true,"telegram":true,"ntfy":true,"webhook":true},"sendHour":9}'::jsonb;--> statement-breakpoint
ALTER TABLE "birthdays" ADD COLUMN "lead_days" smallint[];--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "lead_days" smallint;--> statement-breakpoint
-- Deliveries logged before lead times: the spec's types were 7, 1 and 0 days ahead.
UPDATE "notification_log" SET "lead_days" = CASE "type" WHEN 'week' THEN 7 WHEN 'day' THEN 1 ELSE 0 END;--> statement-breakpoint
ALTER TABLE "notification_log" ALTER COLUMN "lead_days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "birthday_leads" ADD CONSTRAINT "birthday_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_leads" ADD CONSTRAINT "birthday_leads_birthday_id_birthdays_id_fk" FOREIGN KEY ("birthday_id") REFERENCES "public"."birthdays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "birthday_leads_due_idx" ON "birthday_leads" USING btree ("month","day","lead_days");--> statement-breakpoint
CREATE INDEX "birthday_leads_user_idx" ON "birthday_leads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_log_delivery_uq" ON "notification_log" USING btree ("birthday_id","lead_days","occurrence","channel");--> statement-breakpoint
ALTER TABLE "notification_log" DROP COLUMN "type";--> statement-breakpoint
-- A birthday with all three of the spec's reminders on follows its user's defaults (null), as it did;
-- any other keeps the types it had on as its own lead times (an imported one: none).
UPDATE "birthdays" SET "lead_days" = ARRAY(
    SELECT t.days FROM (VALUES (7::smallint, 'week'), (1::smallint, 'day'), (0::smallint, 'birthday')) AS t(days, type)
    WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("reminders") r WHERE r->>'type' = t.type AND (r->>'enabled')::boolean))
  WHERE (SELECT count(DISTINCT r->>'type') FROM jsonb_array_elements("reminders") r WHERE (r->>'enabled')::boolean) < 3;
--> statement-breakpoint
-- A user's default lead times: reminderSettings.leadDays, or (saved before lead times) the spec's types.
CREATE FUNCTION default_lead_days(settings jsonb) RETURNS smallint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN settings ? 'leadDays'
    THEN ARRAY(SELECT jsonb_array_elements_text(settings->'leadDays')::smallint)
    ELSE ARRAY(SELECT t.days FROM (VALUES (7::smallint, 'week'), (1::smallint, 'day'), (0::smallint, 'today')) AS t(days, type)
               WHERE coalesce((settings->'types'->>t.type)::boolean, false))
  END
$$;
--> statement-breakpoint
-- birthday_leads holds each birthday's effective lead times. Whatever writes birthdays or a user's
-- reminder settings, these triggers keep it, in the writing statement itself.
CREATE FUNCTION birthday_leads_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO birthday_leads (user_id, birthday_id, lead_days, month, day)
    SELECT n.user_id, n.id, days, n.month, n.day
    FROM new_birthdays n JOIN users u ON u.id = n.user_id
    CROSS JOIN LATERAL unnest(coalesce(n.lead_days, default_lead_days(u.reminder_settings))) AS days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION birthday_leads_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose date or lead times changed: a "last notified" stamp leaves them alone.
  DELETE FROM birthday_leads l USING new_birthdays n, old_birthdays o
    WHERE o.id = n.id AND (o.month, o.day, o.lead_days) IS DISTINCT FROM (n.month, n.day, n.lead_days)
      AND l.user_id = n.user_id AND l.birthday_id = n.id;
  INSERT INTO birthday_leads (user_id, birthday_id, lead_days, month, day)
    SELECT n.user_id, n.id, days, n.month, n.day
    FROM new_birthdays n JOIN old_birthdays o ON o.id = n.id JOIN users u ON u.id = n.user_id
    CROSS JOIN LATERAL unnest(coalesce(n.lead_days, default_lead_days(u.reminder_settings))) AS days
    WHERE (o.month, o.day, o.lead_days) IS DISTINCT FROM (n.month, n.day, n.lead_days);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION birthday_leads_defaults_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates of users (sign-ins, list versions) leave the defaults as they were: nothing to do.
  IF NOT EXISTS (SELECT 1 FROM new_users n JOIN old_users o ON o.id = n.id
                 WHERE default_lead_days(n.reminder_settings) IS DISTINCT FROM default_lead_days(o.reminder_settings)) THEN
    RETURN NULL;
  END IF;
  DELETE FROM birthday_leads l USING new_users n, old_users o, birthdays b
    WHERE o.id = n.id AND default_lead_days(n.reminder_settings) IS DISTINCT FROM default_lead_days(o.reminder_settings)
      AND l.user_id = n.id AND b.user_id = n.id AND b.id = l.birthday_id AND b.lead_days IS NULL;
  INSERT INTO birthday_leads (user_id, birthday_id, lead_days, month, day)
    SELECT b.user_id, b.id, days, b.month, b.day
    FROM new_users n JOIN old_users o ON o.id = n.id
    JOIN birthdays b ON b.user_id = n.id AND b.lead_days IS NULL
    CROSS JOIN LATERAL unnest(default_lead_days(n.reminder_settings)) AS days
    WHERE default_lead_days(n.reminder_settings) IS DISTINCT FROM default_lead_days(o.reminder_settings);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER birthday_leads_inserted AFTER INSERT ON birthdays
  REFERENCING NEW TABLE AS new_birthdays FOR EACH STATEMENT EXECUTE FUNCTION birthday_leads_inserted();
--> statement-breakpoint
CREATE TRIGGER birthday_leads_updated AFTER UPDATE ON birthdays
  REFERENCING OLD TABLE AS old_birthdays NEW TABLE AS new_birthdays FOR EACH STATEMENT EXECUTE FUNCTION birthday_leads_updated();
--> statement-breakpoint
CREATE TRIGGER birthday_leads_defaults_changed AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION birthday_leads_defaults_changed();
--> statement-breakpoint
INSERT INTO birthday_leads (user_id, birthday_id, lead_days, month, day)
  SELECT b.user_id, b.id, days, b.month, b.day
  FROM birthdays b JOIN users u ON u.id = b.user_id
  CROSS JOIN LATERAL unnest(coalesce(b.lead_days, default_lead_days(u.reminder_settings))) AS days;
