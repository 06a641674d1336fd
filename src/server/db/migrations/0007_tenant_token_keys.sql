-- Sessions and mailed links are looked up with the company they belong to (and Citus distributes
-- by tenant_id). The old keys are the names PostgreSQL gave the inline PRIMARY KEY of 0000/0002;
-- token hashes were unique already, so existing rows fit the new key and keep working.
ALTER TABLE "access_tokens" DROP CONSTRAINT "access_tokens_pkey";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash");
