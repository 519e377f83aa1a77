-- A session ends however its row goes (sign-out, its account deleted, revoked by hand): every
-- instance hears it on the realtime channel and closes that session's event streams.
CREATE FUNCTION "cakeday_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cakeday_events', json_build_object('userId', OLD.user_id, 'sessionEnded', OLD.token_hash)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "cakeday_session_ended"();
