-- BI windows (issue 13, docs/bi.md 'Janelas'): 'last 24 months' of customers summed ~120 000 year, month
-- and day rows into 50 000 customers on every cold request (p95 over 100 ms on a slower machine). For the
-- standard periods a manager opens with the default switches (current month, last 3 … 24 months, no
-- walk-in sales), the sums per customer and per product of the period's days up to yesterday, one row
-- each: the request adds today's day rows. Kept by the catch-up (bi-windows.ts), in the transaction
-- that recomputes the dirty days: the days it recomputes are taken out and put back, and each new day
-- slides the windows (the day that leaves out, yesterday in).
CREATE TABLE "bi_windows" (
	"tenant_id" integer NOT NULL,
	"period" smallint NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "bi_windows_pk" PRIMARY KEY ("tenant_id", "period")
);--> statement-breakpoint
CREATE TABLE "bi_customer_windows" (
	"tenant_id" integer NOT NULL,
	"period" smallint NOT NULL,
	"customer_id" integer NOT NULL,
	"value_cents" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"centiliters" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "bi_customer_windows_pk" PRIMARY KEY ("tenant_id", "period", "customer_id")
);--> statement-breakpoint
CREATE TABLE "bi_item_windows" (
	"tenant_id" integer NOT NULL,
	"period" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"value_cents" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"centiliters" bigint NOT NULL,
	"orders" integer NOT NULL,
	"group_orders" integer NOT NULL,
	"manufacturer_orders" integer NOT NULL,
	CONSTRAINT "bi_item_windows_pk" PRIMARY KEY ("tenant_id", "period", "product_id", "group_id", "manufacturer_id")
);--> statement-breakpoint
-- The first page of the customers' ranking is read in the order of its figure (values, quantities, liters).
CREATE INDEX "bi_customer_windows_value_idx" ON "bi_customer_windows" ("tenant_id", "period", "value_cents" DESC);--> statement-breakpoint
CREATE INDEX "bi_customer_windows_quantity_idx" ON "bi_customer_windows" ("tenant_id", "period", "quantity" DESC);--> statement-breakpoint
CREATE INDEX "bi_customer_windows_centiliters_idx" ON "bi_customer_windows" ("tenant_id", "period", "centiliters" DESC);
--> statement-breakpoint
-- A row no order is left in is dropped after each change: these find them without reading the others.
CREATE INDEX "bi_customer_windows_empty_idx" ON "bi_customer_windows" ("tenant_id") WHERE "orders" = 0;--> statement-breakpoint
CREATE INDEX "bi_item_windows_empty_idx" ON "bi_item_windows" ("tenant_id") WHERE "orders" = 0;
