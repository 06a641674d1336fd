-- The sales list searches the origin (S store, N counter) and the ERP's order type (O budget, V sale)
-- from their lists (orders.grid.ts) and shows the newest first: each code's orders in that order, so
-- a code with few orders in a company, or none, is answered without walking a million (2-6 s before).
CREATE INDEX "orders_origin_idx" ON "orders" USING btree ("tenant_id", "origin", "issued_on" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "orders_order_type_idx" ON "orders" USING btree ("tenant_id", "order_type", "issued_on" DESC, "id" DESC);
