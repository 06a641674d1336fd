-- A boleto is registered at Cielo after the checkout's commit, by whichever status read (or server)
-- gets there first: the one that claims the row holds it until this time (by the database's clock),
-- asks Cielo outside any transaction and writes the result only if its claim still holds. Another
-- read meanwhile does not register the same boleto again; a crash leaves only a lease that ends.
ALTER TABLE "payments" ADD COLUMN "registering_until" timestamp with time zone;
