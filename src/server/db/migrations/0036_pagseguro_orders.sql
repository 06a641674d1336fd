-- A PagSeguro (PagBank API de Pedidos) card charge is opened in two steps: the order, then its
-- payment. PagBank cannot be searched by our reference, so the order's id is kept before the card is
-- charged: a reply lost after that is read back by it, and never charged twice.
ALTER TABLE "payments" ADD COLUMN "provider_order" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_order_check" CHECK ("provider_order" IS NULL OR "provider_order" ~ '^[A-Za-z0-9_-]{1,64}$');
