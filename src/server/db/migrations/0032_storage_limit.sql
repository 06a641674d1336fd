-- The company's own limit on its image space in MB (two decimals), below its plan's quota (issue 15):
-- absent, the plan's.
ALTER TABLE "tenants" ADD COLUMN "storage_limit_mb" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_storage_limit_mb_check" CHECK ("tenants"."storage_limit_mb" IS NULL OR "tenants"."storage_limit_mb" > 0);
