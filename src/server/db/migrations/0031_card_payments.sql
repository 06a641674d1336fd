-- Card payments through Cielo (issue 18). Only the masked number (first six and last four digits,
-- as Cielo's reply shows it) is kept: never the full card number nor the security code.
ALTER TABLE "payments" ADD COLUMN "card_mask" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instalments" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_mask_check" CHECK ("payments"."card_mask" IS NULL OR "payments"."card_mask" ~ '^[0-9]{6}[*]+[0-9]{4}$');
