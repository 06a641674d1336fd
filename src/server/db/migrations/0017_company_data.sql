-- The company's own data, edited by its admin ('Dados da empresa') and printed on its documents.
ALTER TABLE "tenants" ADD COLUMN "state_registration" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "cep" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "street_number" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "email" text;
