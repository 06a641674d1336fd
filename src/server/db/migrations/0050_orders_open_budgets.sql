-- The panel lists the oldest open budgets (dashboard.repo.ts, oldestOpenBudgets): in order of date,
-- time and number among a company's budgets still open. Without this index the database sorted every
-- open budget for five rows (168 000 on the large company: 130 ms); with it, it reads five entries.
-- The statuses are openBudgetStatuses (shared/domain/order-status.ts).
CREATE INDEX "orders_open_budgets_idx" ON "orders" USING btree ("tenant_id", "issued_on", "issued_at", "id")
	WHERE "status" IN ('Pendente', 'Orçamento', 'Orcamento');
