-- Every Balcão process keeps the sessions it has seen in memory (auth/session-cache.ts). It forgets
-- one when the database says, on the channel balcao_sessoes, that the session ended or that what a
-- session carries of its account changed: 's:<tenant>:<token hash>', 'o:<tenant>:<operator id>',
-- 'c:<tenant>:<customer id>'. A bulk change (an import, a sweep of old sessions) says '*' once
-- instead of queueing a message per row: every process then forgets everything.
CREATE FUNCTION notify_session_changes(notices text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(notices) > 100 THEN
		PERFORM pg_notify('balcao_sessoes', '*');
	ELSE
		PERFORM pg_notify('balcao_sessoes', notice) FROM unnest(notices) AS notice;
	END IF;
END $$;--> statement-breakpoint
-- A session's last use moving on (once a minute while in use) is no news; its end moved, or its
-- last use set back, is.
CREATE FUNCTION notify_session_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM notify_session_changes(ARRAY(SELECT 's:' || tenant_id || ':' || token_hash FROM old_rows));
	ELSE
		PERFORM notify_session_changes(ARRAY(
			SELECT 's:' || o.tenant_id || ':' || o.token_hash FROM old_rows o JOIN new_rows n ON n.token_hash = o.token_hash
			WHERE n.last_seen_at < o.last_seen_at OR (n.tenant_id, n.subject_kind, n.subject_id, n.expires_at)
				IS DISTINCT FROM (o.tenant_id, o.subject_kind, o.subject_id, o.expires_at)));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_update AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();--> statement-breakpoint
CREATE TRIGGER sessions_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();--> statement-breakpoint
-- Only the columns a session carries (TG_ARGV after the notice's letter): a last login or a discount
-- limit written on the row leaves the kept sessions as they are.
CREATE FUNCTION notify_account_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM notify_session_changes(ARRAY(SELECT TG_ARGV[0] || ':' || tenant_id || ':' || id FROM old_rows));
	ELSE
		PERFORM notify_session_changes(ARRAY(
			SELECT TG_ARGV[0] || ':' || o.tenant_id || ':' || o.id
			FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
			WHERE EXISTS (SELECT 1 FROM unnest(TG_ARGV[1:]) AS carried(name)
				WHERE to_jsonb(n) -> carried.name IS DISTINCT FROM to_jsonb(o) -> carried.name)));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER operators_session_update AFTER UPDATE ON operators REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notify_account_changes('o', 'name', 'email', 'role', 'representative_id', 'active');--> statement-breakpoint
CREATE TRIGGER operators_session_delete AFTER DELETE ON operators REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notify_account_changes('o');--> statement-breakpoint
CREATE TRIGGER customers_session_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notify_account_changes('c', 'name', 'trade_name', 'email', 'representative_id', 'activation');--> statement-breakpoint
CREATE TRIGGER customers_session_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notify_account_changes('c');
