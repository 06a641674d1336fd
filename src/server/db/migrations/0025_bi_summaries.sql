-- BI summaries (issue 13, docs/bi.md 'Resumos'): sales per day × store × representative × payment
-- method × walk-in × status, and sold items per day × product (with its group and manufacturer) ×
-- store × representative × walk-in. Order, item and product changes only mark (tenant, day) dirty,
-- once per statement; the dashboards recompute the dirty days before reading (bi_summarize).
CREATE TABLE "bi_order_days" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"business_unit_id" integer,
	"representative_id" integer,
	"payment_method" text,
	"walk_in" boolean NOT NULL,
	"value_cents" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"centiliters" bigint NOT NULL,
	"orders" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY,
	CONSTRAINT "bi_order_days_pk" PRIMARY KEY ("tenant_id", "day", "id")
);--> statement-breakpoint
CREATE TABLE "bi_item_days" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"business_unit_id" integer,
	"representative_id" integer,
	"walk_in" boolean NOT NULL,
	"value_cents" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"centiliters" bigint NOT NULL,
	"orders" integer NOT NULL,
	"group_orders" integer NOT NULL,
	"manufacturer_orders" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY,
	CONSTRAINT "bi_item_days_pk" PRIMARY KEY ("tenant_id", "day", "id")
);--> statement-breakpoint
CREATE TABLE "bi_dirty_days" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "bi_dirty_days_pk" PRIMARY KEY ("tenant_id", "day")
);--> statement-breakpoint
-- Bumped by every catch-up that changed a summary: cached dashboard replies of an older version are stale.
CREATE TABLE "bi_summary_versions" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
-- Recomputes the summaries of a tenant's days (NULL tenant: every tenant; NULL days: every day).
-- `group_orders` / `manufacturer_orders` count an order once per group / manufacturer: on the row of
-- its lowest product id in that group / manufacturer, so summing them over products stays distinct.
-- Only sales ('Venda', shared/domain/order-status.ts) are item facts, as in bi-facts.ts.
CREATE FUNCTION bi_summarize(p_tenant integer, p_days date[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM bi_order_days
	WHERE (p_tenant IS NULL OR tenant_id = p_tenant) AND (p_days IS NULL OR day = ANY (p_days));
	DELETE FROM bi_item_days
	WHERE (p_tenant IS NULL OR tenant_id = p_tenant) AND (p_days IS NULL OR day = ANY (p_days));
	INSERT INTO bi_order_days (tenant_id, day, status, business_unit_id, representative_id, payment_method, walk_in,
		value_cents, quantity, centiliters, orders)
	SELECT o.tenant_id, o.issued_on, o.status, o.business_unit_id, o.representative_id, o.payment_method,
		NOT (o.customer_id IS NOT NULL AND upper(btrim(o.customer_name)) <> 'CONSUMIDOR'),
		sum(o.total_cents), coalesce(sum(it.quantity), 0), coalesce(sum(it.centiliters), 0), count(*)
	FROM orders o
	LEFT JOIN (
		SELECT i.tenant_id, i.order_id, sum(i.quantity) AS quantity,
			sum(round(i.quantity * coalesce(p.volume_liters, 0) * 100)) AS centiliters
		FROM order_items i JOIN products p ON p.tenant_id = i.tenant_id AND p.id = i.product_id
		JOIN orders io ON io.tenant_id = i.tenant_id AND io.id = i.order_id
		WHERE (p_tenant IS NULL OR i.tenant_id = p_tenant) AND (p_days IS NULL OR io.issued_on = ANY (p_days))
		GROUP BY 1, 2) it ON it.tenant_id = o.tenant_id AND it.order_id = o.id
	WHERE (p_tenant IS NULL OR o.tenant_id = p_tenant) AND (p_days IS NULL OR o.issued_on = ANY (p_days))
	GROUP BY 1, 2, 3, 4, 5, 6, 7;
	INSERT INTO bi_item_days (tenant_id, day, product_id, group_id, manufacturer_id, business_unit_id, representative_id,
		walk_in, value_cents, quantity, centiliters, orders, group_orders, manufacturer_orders)
	SELECT tenant_id, day, product_id, group_id, manufacturer_id, business_unit_id, representative_id, walk_in,
		sum(value), sum(quantity), sum(centiliters), count(*),
		count(*) FILTER (WHERE first_in_group), count(*) FILTER (WHERE first_in_manufacturer)
	FROM (
		SELECT l.*,
			l.product_id = min(l.product_id) OVER (PARTITION BY l.tenant_id, l.order_id, l.group_id) AS first_in_group,
			l.product_id = min(l.product_id) OVER (PARTITION BY l.tenant_id, l.order_id, l.manufacturer_id) AS first_in_manufacturer
		FROM (
			SELECT o.tenant_id, o.issued_on AS day, o.id AS order_id, i.product_id, p.group_id, p.manufacturer_id,
				o.business_unit_id, o.representative_id,
				NOT (o.customer_id IS NOT NULL AND upper(btrim(o.customer_name)) <> 'CONSUMIDOR') AS walk_in,
				sum((i.quantity * i.unit_price_cents - i.discount_cents)::bigint) AS value, sum(i.quantity) AS quantity,
				sum(round(i.quantity * coalesce(p.volume_liters, 0) * 100)) AS centiliters
			FROM orders o
			JOIN order_items i ON i.tenant_id = o.tenant_id AND i.order_id = o.id
			JOIN products p ON p.tenant_id = i.tenant_id AND p.id = i.product_id
			WHERE o.status = 'Venda' AND (p_tenant IS NULL OR o.tenant_id = p_tenant)
				AND (p_days IS NULL OR o.issued_on = ANY (p_days))
			GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9) l) x
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
$$;--> statement-breakpoint
-- Statement-level triggers: a bulk insert marks each of its days once, not row by row.
CREATE FUNCTION bi_mark_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO bi_dirty_days SELECT DISTINCT tenant_id, issued_on FROM new_rows ON CONFLICT DO NOTHING;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO bi_dirty_days SELECT DISTINCT tenant_id, issued_on FROM old_rows ON CONFLICT DO NOTHING;
	ELSE
		-- Only what a figure reads: an invoice or payment status change leaves the day clean.
		INSERT INTO bi_dirty_days
		SELECT DISTINCT d.tenant_id, d.day FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
		CROSS JOIN LATERAL (VALUES (n.tenant_id, n.issued_on), (o.tenant_id, o.issued_on)) AS d(tenant_id, day)
		WHERE (n.issued_on, n.status, n.customer_id, n.customer_name, n.business_unit_id, n.representative_id,
			n.payment_method, n.total_cents) IS DISTINCT FROM (o.issued_on, o.status, o.customer_id, o.customer_name,
			o.business_unit_id, o.representative_id, o.payment_method, o.total_cents)
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bi_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION bi_mark_orders();--> statement-breakpoint
CREATE TRIGGER bi_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION bi_mark_orders();--> statement-breakpoint
CREATE TRIGGER bi_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION bi_mark_orders();--> statement-breakpoint
CREATE FUNCTION bi_mark_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO bi_dirty_days SELECT DISTINCT o.tenant_id, o.issued_on
		FROM (SELECT DISTINCT tenant_id, order_id FROM new_rows) i JOIN orders o ON o.tenant_id = i.tenant_id AND o.id = i.order_id
		ON CONFLICT DO NOTHING;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO bi_dirty_days SELECT DISTINCT o.tenant_id, o.issued_on
		FROM (SELECT DISTINCT tenant_id, order_id FROM old_rows) i JOIN orders o ON o.tenant_id = i.tenant_id AND o.id = i.order_id
		ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bi_items_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION bi_mark_items();--> statement-breakpoint
CREATE TRIGGER bi_items_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION bi_mark_items();--> statement-breakpoint
CREATE TRIGGER bi_items_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION bi_mark_items();--> statement-breakpoint
-- A product moved to another group or manufacturer, or given another volume: every day it was sold.
CREATE FUNCTION bi_mark_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO bi_dirty_days SELECT DISTINCT o.tenant_id, o.issued_on
	FROM new_rows n JOIN old_rows p ON p.tenant_id = n.tenant_id AND p.id = n.id
	JOIN order_items i ON i.tenant_id = n.tenant_id AND i.product_id = n.id
	JOIN orders o ON o.tenant_id = i.tenant_id AND o.id = i.order_id
	WHERE (n.group_id, n.manufacturer_id, n.volume_liters) IS DISTINCT FROM (p.group_id, p.manufacturer_id, p.volume_liters)
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bi_products_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION bi_mark_products();--> statement-breakpoint
-- The rows already there: summarized once here, so nothing starts dirty.
SELECT bi_summarize(NULL, NULL);
