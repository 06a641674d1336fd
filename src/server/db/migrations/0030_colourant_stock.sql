-- Colourant stock taken at sale (issue 16). A dose is whole µL and a can takes a fraction of a mL,
-- so the canister's stock moves to µL too: whole mL would round every sale.
ALTER TABLE "tint_colorants" RENAME COLUMN "stock_ml" TO "stock_ul";--> statement-breakpoint
UPDATE "tint_colorants" SET "stock_ul" = "stock_ul" * 1000;--> statement-breakpoint
-- What a placed tinted line took, per can: cancel, return and Pix expiry give back exactly this,
-- even after the colour's formula changed.
CREATE TABLE "order_item_tint_doses" (
	"tenant_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"colorant_id" integer NOT NULL,
	"amount_ul" integer NOT NULL,
	CONSTRAINT "order_item_tint_doses_tenant_id_order_item_id_colorant_id_pk" PRIMARY KEY("tenant_id","order_item_id","colorant_id"),
	CONSTRAINT "order_item_tint_doses_amount_check" CHECK ("amount_ul" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_item_tint_doses" ADD CONSTRAINT "order_item_tint_doses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_tint_doses" ADD CONSTRAINT "order_item_tint_doses_item_fk" FOREIGN KEY ("tenant_id","order_item_id") REFERENCES "public"."order_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_tint_doses" ADD CONSTRAINT "order_item_tint_doses_colorant_fk" FOREIGN KEY ("tenant_id","colorant_id") REFERENCES "public"."tint_colorants"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_tint_doses_colorant_idx" ON "order_item_tint_doses" USING btree ("tenant_id","colorant_id");
