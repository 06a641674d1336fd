-- Monthly BI summaries (issue 13, docs/bi.md 'Resumos'): the day summaries of 0025 summed per month,
-- so a period of 24 months reads ~24 months of rows instead of ~730 days of them. They are kept by
-- difference in the same transaction as the days: bi_summarize takes the old rows of the days it
-- redoes out of their months, redoes the days, and adds the new rows back. A month row whose orders
-- fall to 0 is gone. The unique key (what the sums land on) takes a NULL store, representative or
-- payment method as one value; the primary key is led by the company, as on every table.
CREATE TABLE "bi_order_months" (
	"tenant_id" integer NOT NULL,
	"month" date NOT NULL,
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
	CONSTRAINT "bi_order_months_pk" PRIMARY KEY ("tenant_id", "month", "id"),
	CONSTRAINT "bi_order_months_key" UNIQUE NULLS NOT DISTINCT ("tenant_id", "month", "status", "business_unit_id",
		"representative_id", "payment_method", "walk_in")
);--> statement-breakpoint
CREATE TABLE "bi_item_months" (
	"tenant_id" integer NOT NULL,
	"month" date NOT NULL,
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
	CONSTRAINT "bi_item_months_pk" PRIMARY KEY ("tenant_id", "month", "id"),
	CONSTRAINT "bi_item_months_key" UNIQUE NULLS NOT DISTINCT ("tenant_id", "month", "product_id", "group_id",
		"manufacturer_id", "business_unit_id", "representative_id", "walk_in")
);--> statement-breakpoint
-- Adds (p_sign 1) or takes away (-1) the day rows of a tenant's days (NULLs: all) to or from their months.
CREATE FUNCTION bi_fold_months(p_tenant integer, p_days date[], p_sign integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO bi_order_months AS m (tenant_id, month, status, business_unit_id, representative_id, payment_method,
		walk_in, value_cents, quantity, centiliters, orders)
	SELECT tenant_id, date_trunc('month', day)::date, status, business_unit_id, representative_id, payment_method, walk_in,
		p_sign * sum(value_cents), p_sign * sum(quantity), p_sign * sum(centiliters), p_sign * sum(orders)
	FROM bi_order_days
	WHERE (p_tenant IS NULL OR tenant_id = p_tenant) AND (p_days IS NULL OR day = ANY (p_days))
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	ON CONFLICT (tenant_id, month, status, business_unit_id, representative_id, payment_method, walk_in) DO UPDATE SET
		value_cents = m.value_cents + excluded.value_cents, quantity = m.quantity + excluded.quantity,
		centiliters = m.centiliters + excluded.centiliters, orders = m.orders + excluded.orders;
	INSERT INTO bi_item_months AS m (tenant_id, month, product_id, group_id, manufacturer_id, business_unit_id,
		representative_id, walk_in, value_cents, quantity, centiliters, orders, group_orders, manufacturer_orders)
	SELECT tenant_id, date_trunc('month', day)::date, product_id, group_id, manufacturer_id, business_unit_id,
		representative_id, walk_in, p_sign * sum(value_cents), p_sign * sum(quantity), p_sign * sum(centiliters),
		p_sign * sum(orders), p_sign * sum(group_orders), p_sign * sum(manufacturer_orders)
	FROM bi_item_days
	WHERE (p_tenant IS NULL OR tenant_id = p_tenant) AND (p_days IS NULL OR day = ANY (p_days))
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
	ON CONFLICT (tenant_id, month, product_id, group_id, manufacturer_id, business_unit_id, representative_id, walk_in)
	DO UPDATE SET
		value_cents = m.value_cents + excluded.value_cents, quantity = m.quantity + excluded.quantity,
		centiliters = m.centiliters + excluded.centiliters, orders = m.orders + excluded.orders,
		group_orders = m.group_orders + excluded.group_orders,
		manufacturer_orders = m.manufacturer_orders + excluded.manufacturer_orders;
	DELETE FROM bi_order_months WHERE orders = 0 AND (p_tenant IS NULL OR tenant_id = p_tenant)
		AND (p_days IS NULL OR month IN (SELECT date_trunc('month', d)::date FROM unnest(p_days) d));
	DELETE FROM bi_item_months WHERE orders = 0 AND (p_tenant IS NULL OR tenant_id = p_tenant)
		AND (p_days IS NULL OR month IN (SELECT date_trunc('month', d)::date FROM unnest(p_days) d));
$$;--> statement-breakpoint
-- The days' recomputation of 0025 keeps its body under another name; bi_summarize wraps it.
ALTER FUNCTION bi_summarize(integer, date[]) RENAME TO bi_summarize_days;--> statement-breakpoint
CREATE FUNCTION bi_summarize(p_tenant integer, p_days date[]) RETURNS void LANGUAGE sql AS $$
	SELECT bi_fold_months(p_tenant, p_days, -1);
	SELECT bi_summarize_days(p_tenant, p_days);
	SELECT bi_fold_months(p_tenant, p_days, 1);
$$;--> statement-breakpoint
SELECT bi_fold_months(NULL, NULL, 1);
