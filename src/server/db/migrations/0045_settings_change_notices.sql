-- Every Balcão process keeps each company's store settings in memory (store-config/settings-cache.ts)
-- and forgets a company's when the database names it on the channel balcao_configuracao, whatever
-- wrote the change (the editor, a restore, plain SQL, another server). A change touching more than
-- 100 companies says '*' once: every process then forgets every company.
CREATE FUNCTION notify_settings_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	tenants text[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('balcao_configuracao', '*');
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		tenants := ARRAY(SELECT DISTINCT tenant_id::text FROM new_rows);
	ELSIF TG_OP = 'DELETE' THEN
		tenants := ARRAY(SELECT DISTINCT tenant_id::text FROM old_rows);
	ELSE
		tenants := ARRAY(SELECT tenant_id::text FROM new_rows UNION SELECT tenant_id::text FROM old_rows);
	END IF;
	IF cardinality(tenants) > 100 THEN
		PERFORM pg_notify('balcao_configuracao', '*');
	ELSE
		PERFORM pg_notify('balcao_configuracao', tenant) FROM unnest(tenants) AS tenant;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ecommerce_settings_insert AFTER INSERT ON ecommerce_settings REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_changes();--> statement-breakpoint
CREATE TRIGGER ecommerce_settings_update AFTER UPDATE ON ecommerce_settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_changes();--> statement-breakpoint
CREATE TRIGGER ecommerce_settings_delete AFTER DELETE ON ecommerce_settings REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_changes();--> statement-breakpoint
CREATE TRIGGER ecommerce_settings_truncate AFTER TRUNCATE ON ecommerce_settings
	FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_changes();
