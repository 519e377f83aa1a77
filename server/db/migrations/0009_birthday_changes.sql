-- Every write to birthdays announces itself, in its own statement: whatever writes the table (the
-- birthday store, a statement written by hand later, a cascade), its owners' list version moves
-- where some instance may hold their list (users.birthdays_list_cached), and their tabs hear
-- 'birthdays' on the realtime channel (server/realtime/realtime.ts) when the transaction commits.
-- Owners whose users row is gone (an account being deleted) hear nothing: the account notice says it.
CREATE FUNCTION birthdays_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET birthdays_version = birthdays_version + 1, birthdays_list_cached = false
    WHERE id IN (SELECT user_id FROM changed_rows) AND birthdays_list_cached;
  -- One notice per user; PostgreSQL would fold identical notices of a transaction anyway.
  PERFORM pg_notify('cakeday_events', json_build_object('userId', users.id, 'topic', 'birthdays')::text)
    FROM users WHERE id IN (SELECT user_id FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER birthdays_inserted AFTER INSERT ON birthdays
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION birthdays_changed();
--> statement-breakpoint
CREATE TRIGGER birthdays_updated AFTER UPDATE ON birthdays
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION birthdays_changed();
--> statement-breakpoint
CREATE TRIGGER birthdays_deleted AFTER DELETE ON birthdays
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION birthdays_changed();
