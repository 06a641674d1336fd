-- BI summaries per customer (issue 13, docs/bi.md 'Resumos'): the customers' dashboard summed every
-- sale of the period live (1.7 s for 24 months on the large company). Sales per day × customer (its
-- id and the name on the order: the dashboard names a customer without a record by that name) ×
-- store × representative × walk-in, and the same per month, kept like the others by bi_summarize.
CREATE TABLE "bi_customer_days" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"business_unit_id" integer,
	"representative_id" integer,
	"walk_in" boolean NOT NULL,
	"value_cents" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"centiliters" bigint NOT NULL,
	"orders" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY,
	CONSTRAINT "bi_customer_days_pk" PRIMARY KEY ("tenant_id", "day", "id")
);--> statement-breakpoint
CREATE TABLE "bi_customer_months" (
	"tenant_id" integer NOT NULL,
	"month" date NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"business_unit_id" integer,
	"representative_id" integer,
	"walk_in" boolean NOT NULL,
	"value_cents" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"centiliters" bigint NOT NULL,
	"orders" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY,
	CONSTRAINT "bi_customer_months_pk" PRIMARY KEY ("tenant_id", "month", "id"),
	CONSTRAINT "bi_customer_months_key" UNIQUE NULLS NOT DISTINCT ("tenant_id", "month", "customer_id", "customer_name",
		"business_unit_id", "representative_id", "walk_in")
);--> statement-breakpoint
-- Recomputes a tenant's days (NULLs: all) of sales per customer, as bi_summarize_days does the others.
CREATE FUNCTION bi_summarize_customer_days(p_tenant integer, p_days date[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM bi_customer_days
	WHERE (p_tenant IS NULL OR tenant_id = p_tenant) AND (p_days IS NULL OR day = ANY (p_days));
	INSERT INTO bi_customer_days (tenant_id, day, customer_id, customer_name, business_unit_id, representative_id,
		walk_in, value_cents, quantity, centiliters, orders)
	SELECT o.tenant_id, o.issued_on, o.customer_id, o.customer_name, o.business_unit_id, o.representative_id,
		NOT (o.customer_id IS NOT NULL AND upper(btrim(o.customer_name)) <> 'CONSUMIDOR'),
		sum(o.total_cents), coalesce(sum(it.quantity), 0), coalesce(sum(it.centiliters), 0), count(*)
	FROM orders o
	LEFT JOIN (
		SELECT i.tenant_id, i.order_id, sum(i.quantity) AS quantity,
			sum(round(i.quantity * coalesce(p.volume_liters, 0) * 100)) AS centiliters
		FROM order_items i JOIN products p ON p.tenant_id = i.tenant_id AND p.id = i.product_id
		JOIN orders io ON io.tenant_id = i.tenant_id AND io.id = i.order_id
		WHERE io.status = 'Venda' AND (p_tenant IS NULL OR i.tenant_id = p_tenant)
			AND (p_days IS NULL OR io.issued_on = ANY (p_days))
		GROUP BY 1, 2) it ON it.tenant_id = o.tenant_id AND it.order_id = o.id
	WHERE o.status = 'Venda' AND (p_tenant IS NULL OR o.tenant_id = p_tenant)
		AND (p_days IS NULL OR o.issued_on = ANY (p_days))
	GROUP BY 1, 2, 3, 4, 5, 6, 7;
$$;--> statement-breakpoint
-- Adds (1) or takes away (-1) those days' rows to or from their months, as bi_fold_months.
CREATE FUNCTION bi_fold_customer_months(p_tenant integer, p_days date[], p_sign integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO bi_customer_months AS m (tenant_id, month, customer_id, customer_name, business_unit_id,
		representative_id, walk_in, value_cents, quantity, centiliters, orders)
	SELECT tenant_id, date_trunc('month', day)::date, customer_id, customer_name, business_unit_id, representative_id,
		walk_in, p_sign * sum(value_cents), p_sign * sum(quantity), p_sign * sum(centiliters), p_sign * sum(orders)
	FROM bi_customer_days
	WHERE (p_tenant IS NULL OR tenant_id = p_tenant) AND (p_days IS NULL OR day = ANY (p_days))
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	ON CONFLICT (tenant_id, month, customer_id, customer_name, business_unit_id, representative_id, walk_in)
	DO UPDATE SET
		value_cents = m.value_cents + excluded.value_cents, quantity = m.quantity + excluded.quantity,
		centiliters = m.centiliters + excluded.centiliters, orders = m.orders + excluded.orders;
	DELETE FROM bi_customer_months WHERE orders = 0 AND (p_tenant IS NULL OR tenant_id = p_tenant)
		AND (p_days IS NULL OR month IN (SELECT date_trunc('month', d)::date FROM unnest(p_days) d));
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bi_summarize(p_tenant integer, p_days date[]) RETURNS void LANGUAGE sql AS $$
	SELECT bi_fold_months(p_tenant, p_days, -1);
	SELECT bi_fold_customer_months(p_tenant, p_days, -1);
	SELECT bi_summarize_days(p_tenant, p_days);
	SELECT bi_summarize_customer_days(p_tenant, p_days);
	SELECT bi_fold_months(p_tenant, p_days, 1);
	SELECT bi_fold_customer_months(p_tenant, p_days, 1);
$$;--> statement-breakpoint
SELECT bi_summarize_customer_days(NULL, NULL);--> statement-breakpoint
SELECT bi_fold_customer_months(NULL, NULL, 1);
