-- Multiple mode (spec section 5, issue 16): a product sold in steps of 10, tinted cans too. The
-- quantity rules (shared/domain/quantity.ts) round to the step on the server as on the screens.
ALTER TABLE "products" ADD COLUMN "multiple_mode" boolean DEFAULT false NOT NULL;
