DROP INDEX "invoices_issued_idx";--> statement-breakpoint
DROP INDEX "invoices_customer_idx";--> statement-breakpoint
DROP INDEX "receivables_due_idx";--> statement-breakpoint
DROP INDEX "receivables_customer_idx";--> statement-breakpoint
DROP INDEX "orders_issued_idx";--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_representative_idx";--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("tenant_id","issued_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("tenant_id","customer_id","issued_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receivables_due_idx" ON "receivables" USING btree ("tenant_id","due_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receivables_customer_idx" ON "receivables" USING btree ("tenant_id","customer_id","due_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_issued_idx" ON "orders" USING btree ("tenant_id","issued_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("tenant_id","customer_id","issued_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("tenant_id","status","issued_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_representative_idx" ON "orders" USING btree ("tenant_id","representative_id","issued_on" DESC NULLS FIRST);