-- The sales list (orders.grid.ts) on a company of a million orders: 'Contendo' on the trade name or
-- the invoice number read every order (0.5 s and 2 s on PostgreSQL), and the sort by value sorted
-- them all (0.3 s with a search). Trigram indexes on the texts folded as db/text-search.ts folds
-- them, and the value in the order the grid pages it (value, then code), make each a few ms.
CREATE INDEX "orders_trade_name_search_trgm" ON "orders" USING gin (search_fold("trade_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_invoice_number_search_trgm" ON "orders" USING gin (search_fold("invoice_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("tenant_id", "total_cents" DESC, "id" DESC);
