-- A boleto registered at Cielo: the page links to the provider's document (its Url) and shows the
-- due date; the payer's address is kept so a registration retried after a timeout sends the same
-- boleto. The linha digitável lives in copy_paste, as the Pix 'copia e cola' does.
ALTER TABLE "payments" ADD COLUMN "document_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_address" jsonb;
