-- The sales list searches the payment method and the store payment's state from a list (equality,
-- orders.grid.ts) and shows the newest first: these indexes hold each value's orders in that order,
-- so a value with few orders, or none, is answered without walking a million (2–6 s before).
-- Most orders have no payment state (only the store's do): that index keeps only those with one.
CREATE INDEX "orders_payment_method_idx" ON "orders" USING btree ("tenant_id", "payment_method", "issued_on" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("tenant_id", "payment_status", "issued_on" DESC, "id" DESC) WHERE "payment_status" IS NOT NULL;
