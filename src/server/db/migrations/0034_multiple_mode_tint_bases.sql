-- Multiple mode (spec section 5, issue 16): a product sold in steps of 10, tinted cans too. The
-- quantity rules (shared/domain/quantity.ts) round to the step on the server as on the screens.
ALTER TABLE "products" ADD COLUMN "multiple_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Per-base formulas (issue 16): a tint base product says which base it is (A, B, C...), and a dose
-- may be for one base; '' is the formula of every base, used where a base has none of its own.
ALTER TABLE "products" ADD COLUMN "tint_base_key" text;--> statement-breakpoint
ALTER TABLE "tint_formula_doses" ADD COLUMN "base" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tint_formula_doses" DROP CONSTRAINT "tint_formula_doses_tenant_id_color_id_colorant_id_pk";--> statement-breakpoint
ALTER TABLE "tint_formula_doses" ADD CONSTRAINT "tint_formula_doses_tenant_id_color_id_base_colorant_id_pk" PRIMARY KEY("tenant_id","color_id","base","colorant_id");
