-- Product content (issue 15, docs/products.md): the e-commerce description edited as rich text
-- ('descricaoEcommerce'). The plain 'ecommerce_description' stays the product's e-commerce name,
-- the display name's first choice (spec section 3).
ALTER TABLE "products" ADD COLUMN "ecommerce_html" text;
