-- 'Contendo' on the sales list's store (orders.grid.ts, a `lookup` column): the stores whose name
-- matches are found first, then their orders newest first, which this index serves, for a store of
-- a few orders or none too (the name tested on every joined order read a million: 3 s). The
-- 'Filtros' store filter uses it as well.
CREATE INDEX "orders_business_unit_idx" ON "orders" USING btree ("tenant_id", "business_unit_id", "issued_on" DESC, "id" DESC);
--> statement-breakpoint
-- The time and the percentage index are texts of few distinct values (`fewValues`): 'Contendo' finds
-- the company's values by a skip scan of these indexes, then reads the orders holding them, newest
-- first (a time or an index of no order read all of them: 4-5 s).
CREATE INDEX "orders_issued_time_idx" ON "orders" USING btree ("tenant_id", left("issued_at"::text, 5), "issued_on" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "orders_percentage_index_idx" ON "orders" USING btree ("tenant_id", ("percentage_index"::text), "issued_on" DESC, "id" DESC);
