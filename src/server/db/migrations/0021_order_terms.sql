-- Commercial terms of an order (issue 17): the payment condition ('28/56/84'), the expected delivery
-- date, the customer's purchase order number, and the day its prices were set (a renewal moves it).
ALTER TABLE "orders" ADD COLUMN "payment_condition" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_order_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "priced_on" date;--> statement-breakpoint
-- How many days a budget's prices hold (tenant setting; 'Vencido' after that).
ALTER TABLE "tenants" ADD COLUMN "budget_validity_days" integer DEFAULT 10 NOT NULL;
