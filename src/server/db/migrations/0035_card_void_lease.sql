-- The card sweep voids a lost charge at Cielo without holding a transaction through the call (on
-- PGlite one open transaction holds every request): it marks the row as being voided until this
-- time, a checkout refuses to place an order on it meanwhile, and a crash leaves only a lease that ends.
ALTER TABLE "payments" ADD COLUMN "voiding_until" timestamp with time zone;
