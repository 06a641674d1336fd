-- Images (issue 15, docs/images.md): every size written to storage (thumbnail, card, zoom, original)
-- is one row of stored_files, so the quota counts every stored byte. `folder` is the kind (produtos,
-- fabricantes, paginas), `name` the storage key; `image_key` groups the sizes of one upload; `label`
-- is the caller's logical name (fabricante-12), never a file name.
ALTER TABLE "stored_files" ALTER COLUMN "size_bytes" TYPE bigint;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "label" text;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_name_idx" ON "stored_files" ("tenant_id", "name");--> statement-breakpoint
CREATE INDEX "stored_files_image_idx" ON "stored_files" ("tenant_id", "image_key");
