ALTER TABLE "provider_models" ADD COLUMN "token_cached_in_price_per_million_tokens" double precision;--> statement-breakpoint
ALTER TABLE "provider_models" ADD COLUMN "price_source" text;--> statement-breakpoint
ALTER TABLE "provider_models" ADD COLUMN "price_read_on" text;--> statement-breakpoint
ALTER TABLE "provider_models" ADD COLUMN "price_checked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_models" ADD COLUMN "price_note" text;--> statement-breakpoint
ALTER TABLE "provider_models" ADD COLUMN "max_output_tokens" integer;--> statement-breakpoint
ALTER TABLE "provider_models" ADD COLUMN "capabilities" text[] DEFAULT '{chat}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_models" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "organization_models" ADD COLUMN "custom_model_apikey_mask" text;--> statement-breakpoint
ALTER TABLE "organization_models" ADD COLUMN "token_in_price_per_million_tokens" double precision;--> statement-breakpoint
ALTER TABLE "organization_models" ADD COLUMN "token_out_price_per_million_tokens" double precision;