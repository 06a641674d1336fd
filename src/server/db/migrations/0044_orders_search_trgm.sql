-- The sales list's 'Contendo' on the customer (legal or trade name, as orders.grid.ts searches it):
-- without it, 'silva' reads every order of the company (0.6 s on PostgreSQL, 1.7 s on PGlite with a
-- million orders). The expression is the grid's, folded as db/text-search.ts folds it.
CREATE INDEX "orders_customer_search_trgm" ON "orders" USING gin (search_fold("customer_name" || ' ' || coalesce("trade_name", '')) gin_trgm_ops);
