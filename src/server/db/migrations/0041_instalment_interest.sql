-- The buyer's interest of a card paid in instalments above 'pcl' semJuros (PagBank charges it on the
-- card): kept apart from the goods and shipping, and counted in the order's total, so grids, e-mails
-- and documents show the amount really charged.
ALTER TABLE "orders" ADD COLUMN "instalment_interest_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instalment_interest_check" CHECK ("instalment_interest_cents" >= 0);
