CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so an index cannot use it; this wrapper
-- names the dictionary and its schema, which makes the result fixed for a given text.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin (search_fold(coalesce("site_description", '') || ' ' || coalesce("ecommerce_description", '') || ' ' || coalesce("list_description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_trgm" ON "customers" USING gin (search_fold("name" || ' ' || coalesce("trade_name", '')) gin_trgm_ops);
