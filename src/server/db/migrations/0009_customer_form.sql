ALTER TABLE "customers" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "cnpj_lookup" boolean DEFAULT false NOT NULL;
