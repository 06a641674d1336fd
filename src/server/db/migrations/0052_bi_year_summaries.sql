-- Yearly BI summaries (issue 13, docs/bi.md 'Resumos'): 'last 24 months' read ~400 000 customer × month
-- rows on the large company (0.3 s on PostgreSQL, over 1 s on PGlite) and ~135 000 product × month
-- rows; a year of them is a fraction (a customer buys in several months of a year, a product sells in
-- every month). Each grain's days summed per year (`year`: 1 January), kept by difference in the same
-- transaction as the days and the months (bi_summarize), a row whose orders fall to 0 gone.
CREATE TABLE "bi_order_years" (
	"tenant_id" integer NOT NULL,
	"year" date NOT NULL,
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
	CONSTRAINT "bi_order_years_pk" PRIMARY KEY ("tenant_id", "year", "id"),
	CONSTRAINT "bi_order_years_key" UNIQUE NULLS NOT DISTINCT ("tenant_id", "year", "status", "business_unit_id",
		"representative_id", "payment_method", "walk_in")
);--> statement-breakpoint
CREATE TABLE "bi_item_years" (
	"tenant_id" integer NOT NULL,
	"year" date NOT NULL,
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
	CONSTRAINT "bi_item_years_pk" PRIMARY KEY ("tenant_id", "year", "id"),
	CONSTRAINT "bi_item_years_key" UNIQUE NULLS NOT DISTINCT ("tenant_id", "year", "product_id", "group_id",
		"manufacturer_id", "business_unit_id", "representative_id", "walk_in")
);--> statement-breakpoint
CREATE TABLE "bi_customer_years" (
	"tenant_id" integer NOT NULL,
	"year" date NOT NULL,
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
	CONSTRAINT "bi_customer_years_pk" PRIMARY KEY ("tenant_id", "year", "id"),
	CONSTRAINT "bi_customer_years_key" UNIQUE NULLS NOT DISTINCT ("tenant_id", "year", "customer_id", "customer_name",
		"business_unit_id", "representative_id", "walk_in")
);--> statement-breakpoint
-- Adds (p_sign 1) or takes away (-1) to or from their years the rows of a tenant's days; with p_days NULL (every
-- day: the rebuild of a whole company) the month rows instead, which sum the same days in a fraction of the rows.
CREATE FUNCTION bi_fold_years(p_tenant integer, p_days date[], p_sign integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO bi_order_years AS y (tenant_id, year, status, business_unit_id, representative_id, payment_method,
		walk_in, value_cents, quantity, centiliters, orders)
	SELECT tenant_id, date_trunc('year', day)::date, status, business_unit_id, representative_id, payment_method, walk_in,
		p_sign * sum(value_cents), p_sign * sum(quantity), p_sign * sum(centiliters), p_sign * sum(orders)
	FROM (SELECT tenant_id, day, status, business_unit_id, representative_id, payment_method, walk_in, value_cents,
			quantity, centiliters, orders FROM bi_order_days
		WHERE p_days IS NOT NULL AND (p_tenant IS NULL OR tenant_id = p_tenant) AND day = ANY (p_days)
		UNION ALL
		SELECT tenant_id, month AS day, status, business_unit_id, representative_id, payment_method, walk_in, value_cents,
			quantity, centiliters, orders FROM bi_order_months
		WHERE p_days IS NULL AND (p_tenant IS NULL OR tenant_id = p_tenant)) d
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	ON CONFLICT (tenant_id, year, status, business_unit_id, representative_id, payment_method, walk_in) DO UPDATE SET
		value_cents = y.value_cents + excluded.value_cents, quantity = y.quantity + excluded.quantity,
		centiliters = y.centiliters + excluded.centiliters, orders = y.orders + excluded.orders;
	INSERT INTO bi_item_years AS y (tenant_id, year, product_id, group_id, manufacturer_id, business_unit_id,
		representative_id, walk_in, value_cents, quantity, centiliters, orders, group_orders, manufacturer_orders)
	SELECT tenant_id, date_trunc('year', day)::date, product_id, group_id, manufacturer_id, business_unit_id,
		representative_id, walk_in, p_sign * sum(value_cents), p_sign * sum(quantity), p_sign * sum(centiliters),
		p_sign * sum(orders), p_sign * sum(group_orders), p_sign * sum(manufacturer_orders)
	FROM (SELECT tenant_id, day, product_id, group_id, manufacturer_id, business_unit_id, representative_id, walk_in,
			value_cents, quantity, centiliters, orders, group_orders, manufacturer_orders FROM bi_item_days
		WHERE p_days IS NOT NULL AND (p_tenant IS NULL OR tenant_id = p_tenant) AND day = ANY (p_days)
		UNION ALL
		SELECT tenant_id, month AS day, product_id, group_id, manufacturer_id, business_unit_id, representative_id, walk_in,
			value_cents, quantity, centiliters, orders, group_orders, manufacturer_orders FROM bi_item_months
		WHERE p_days IS NULL AND (p_tenant IS NULL OR tenant_id = p_tenant)) d
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
	ON CONFLICT (tenant_id, year, product_id, group_id, manufacturer_id, business_unit_id, representative_id, walk_in)
	DO UPDATE SET
		value_cents = y.value_cents + excluded.value_cents, quantity = y.quantity + excluded.quantity,
		centiliters = y.centiliters + excluded.centiliters, orders = y.orders + excluded.orders,
		group_orders = y.group_orders + excluded.group_orders,
		manufacturer_orders = y.manufacturer_orders + excluded.manufacturer_orders;
	INSERT INTO bi_customer_years AS y (tenant_id, year, customer_id, customer_name, business_unit_id,
		representative_id, walk_in, value_cents, quantity, centiliters, orders)
	SELECT tenant_id, date_trunc('year', day)::date, customer_id, customer_name, business_unit_id, representative_id,
		walk_in, p_sign * sum(value_cents), p_sign * sum(quantity), p_sign * sum(centiliters), p_sign * sum(orders)
	FROM (SELECT tenant_id, day, customer_id, customer_name, business_unit_id, representative_id, walk_in, value_cents,
			quantity, centiliters, orders FROM bi_customer_days
		WHERE p_days IS NOT NULL AND (p_tenant IS NULL OR tenant_id = p_tenant) AND day = ANY (p_days)
		UNION ALL
		SELECT tenant_id, month AS day, customer_id, customer_name, business_unit_id, representative_id, walk_in, value_cents,
			quantity, centiliters, orders FROM bi_customer_months
		WHERE p_days IS NULL AND (p_tenant IS NULL OR tenant_id = p_tenant)) d
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	ON CONFLICT (tenant_id, year, customer_id, customer_name, business_unit_id, representative_id, walk_in)
	DO UPDATE SET
		value_cents = y.value_cents + excluded.value_cents, quantity = y.quantity + excluded.quantity,
		centiliters = y.centiliters + excluded.centiliters, orders = y.orders + excluded.orders;
	DELETE FROM bi_order_years WHERE orders = 0 AND (p_tenant IS NULL OR tenant_id = p_tenant)
		AND (p_days IS NULL OR year IN (SELECT date_trunc('year', d)::date FROM unnest(p_days) d));
	DELETE FROM bi_item_years WHERE orders = 0 AND (p_tenant IS NULL OR tenant_id = p_tenant)
		AND (p_days IS NULL OR year IN (SELECT date_trunc('year', d)::date FROM unnest(p_days) d));
	DELETE FROM bi_customer_years WHERE orders = 0 AND (p_tenant IS NULL OR tenant_id = p_tenant)
		AND (p_days IS NULL OR year IN (SELECT date_trunc('year', d)::date FROM unnest(p_days) d));
$$;--> statement-breakpoint
-- The years are taken away first and added last: for every day, they read the months as they were and as they are.
CREATE OR REPLACE FUNCTION bi_summarize(p_tenant integer, p_days date[]) RETURNS void LANGUAGE sql AS $$
	SELECT bi_fold_years(p_tenant, p_days, -1);
	SELECT bi_fold_months(p_tenant, p_days, -1);
	SELECT bi_fold_customer_months(p_tenant, p_days, -1);
	SELECT bi_summarize_days(p_tenant, p_days);
	SELECT bi_summarize_customer_days(p_tenant, p_days);
	SELECT bi_fold_months(p_tenant, p_days, 1);
	SELECT bi_fold_customer_months(p_tenant, p_days, 1);
	SELECT bi_fold_years(p_tenant, p_days, 1);
$$;--> statement-breakpoint
SELECT bi_fold_years(NULL, NULL, 1);
