ALTER TABLE "orders" ADD COLUMN "delivery_cep" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text;