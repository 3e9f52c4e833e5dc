CREATE TABLE "user_api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_api_keys_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "grid_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"lmp" double precision NOT NULL,
	"renewable_percentage" double precision NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updatable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_models" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"name_in_provider" text NOT NULL,
	"system_name" text NOT NULL,
	"system_complexity" text,
	"token_in_price_per_million_tokens" double precision NOT NULL,
	"token_out_price_per_million_tokens" double precision NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"developer" text,
	"context_window" integer,
	"grid_node_id" text,
	"tokens_per_second_out" double precision DEFAULT 80 NOT NULL,
	"time_to_first_token_ms" double precision DEFAULT 400 NOT NULL,
	"energy_wh_per_thousand_tokens" double precision DEFAULT 0.3 NOT NULL,
	"kind" text DEFAULT 'chat' NOT NULL,
	"embedding_dimensions" integer,
	"embedding_dimensions_reducible" boolean DEFAULT false NOT NULL,
	CONSTRAINT "provider_models_system_name_unique" UNIQUE("system_name"),
	CONSTRAINT "provider_models_embedding_dimensions" CHECK ("provider_models"."kind" <> 'embedding' or coalesce("provider_models"."embedding_dimensions", 0) > 0)
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"base_url" text NOT NULL,
	"website_url" text,
	CONSTRAINT "providers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ledger_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"number" text,
	"status" text NOT NULL,
	"amount" double precision NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"hosted_invoice_url" text,
	"invoice_pdf" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text,
	"description" text NOT NULL,
	"amount" double precision NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_history" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"apikey" text,
	"organization_id" text,
	"department_id" text,
	"department_user_id" text,
	"api_key_id" text,
	"vendor" text NOT NULL,
	"model" text NOT NULL,
	"served_model" text,
	"provider_model" text,
	"query" text DEFAULT '' NOT NULL,
	"status_code" integer NOT NULL,
	"error" text,
	"time_to_first_token" double precision,
	"generation_duration" double precision,
	"token_rate" double precision,
	"tokens_in" integer DEFAULT 0 NOT NULL,
	"tokens_out" integer DEFAULT 0 NOT NULL,
	"total_tokens" integer DEFAULT 0 NOT NULL,
	"tokens_in_cost" double precision DEFAULT 0 NOT NULL,
	"tokens_out_cost" double precision DEFAULT 0 NOT NULL,
	"total_cost" double precision DEFAULT 0 NOT NULL,
	"usage_estimated" boolean DEFAULT false NOT NULL,
	"is_stream" boolean DEFAULT false NOT NULL,
	"request_content" text,
	"response_content" text,
	"renewable_percentage" double precision,
	"routing_strategy" text,
	"routing_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"email" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"suspended" boolean DEFAULT false NOT NULL,
	"welcome_email_sent_at" timestamp with time zone,
	"credit" double precision DEFAULT 0 NOT NULL,
	"total_charges" double precision DEFAULT 0 NOT NULL,
	"received_default_system_credit" boolean DEFAULT false NOT NULL,
	"has_valid_payment_method" boolean DEFAULT false NOT NULL,
	"setup_payment_method_error" text,
	"payment_customer_id" text,
	"premium_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "compliance_files" (
	"id" text PRIMARY KEY NOT NULL,
	"department_id" text NOT NULL,
	"name" text NOT NULL,
	"file_path" text NOT NULL,
	"source_url" text,
	"content" "bytea",
	"content_type" text,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"embeddings" integer DEFAULT 0 NOT NULL,
	"last_modified_by_role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_models" (
	"department_id" text NOT NULL,
	"organization_model_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_models_department_id_organization_model_id_unique" UNIQUE("department_id","organization_model_id")
);
--> statement-breakpoint
CREATE TABLE "department_user_api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"department_user_id" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_user_api_keys_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "department_users" (
	"id" text PRIMARY KEY NOT NULL,
	"department_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_users_department_id_user_id_unique" UNIQUE("department_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"frameworks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pii_handling" text DEFAULT 'NONE' NOT NULL,
	"pii_entities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_residency" text,
	"custom_regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monthly_budget_in_dollar" double precision,
	"last_modified_by_role" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_models" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"internal_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"access_type" text DEFAULT 'PUBLIC' NOT NULL,
	"dedicated_url" text,
	"custom_model_apikey" text,
	"config_xml" text,
	"node" text,
	"region" text,
	"grid_node_id" text,
	"last_modify_role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_roles_organization_id_user_id_unique" UNIQUE("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"response" jsonb NOT NULL,
	"conversation" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tier_id" text NOT NULL,
	"payment_customer_id" text,
	"payment_subscription_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"metadata" jsonb,
	"paused_at" timestamp with time zone,
	"resumes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"payment_product_id" text,
	"payment_price_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"price" double precision NOT NULL,
	"price_period" text DEFAULT 'month' NOT NULL,
	"team_enabled" boolean DEFAULT false NOT NULL,
	"max_team_members" integer DEFAULT 1 NOT NULL,
	"organization_enabled" boolean DEFAULT false NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tiers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "user_api_keys" ADD CONSTRAINT "user_api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_models" ADD CONSTRAINT "provider_models_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_models" ADD CONSTRAINT "provider_models_grid_node_id_grid_nodes_id_fk" FOREIGN KEY ("grid_node_id") REFERENCES "public"."grid_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_invoices" ADD CONSTRAINT "ledger_invoices_customer_id_ledger_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ledger_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_payment_methods" ADD CONSTRAINT "ledger_payment_methods_customer_id_ledger_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ledger_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_subscriptions" ADD CONSTRAINT "ledger_subscriptions_customer_id_ledger_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."ledger_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_history" ADD CONSTRAINT "chat_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_files" ADD CONSTRAINT "compliance_files_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_activities" ADD CONSTRAINT "organization_activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_models" ADD CONSTRAINT "department_models_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_models" ADD CONSTRAINT "department_models_organization_model_id_organization_models_id_fk" FOREIGN KEY ("organization_model_id") REFERENCES "public"."organization_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_user_api_keys" ADD CONSTRAINT "department_user_api_keys_department_user_id_department_users_id_fk" FOREIGN KEY ("department_user_id") REFERENCES "public"."department_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_users" ADD CONSTRAINT "department_users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_users" ADD CONSTRAINT "department_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_models" ADD CONSTRAINT "organization_models_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_models" ADD CONSTRAINT "organization_models_internal_id_provider_models_id_fk" FOREIGN KEY ("internal_id") REFERENCES "public"."provider_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_models" ADD CONSTRAINT "organization_models_grid_node_id_grid_nodes_id_fk" FOREIGN KEY ("grid_node_id") REFERENCES "public"."grid_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_roles" ADD CONSTRAINT "organization_roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_roles" ADD CONSTRAINT "organization_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_responses" ADD CONSTRAINT "stored_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_invoices_customer_idx" ON "ledger_invoices" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_payment_methods_customer_idx" ON "ledger_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "chat_history_user_created_idx" ON "chat_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_history_organization_created_idx" ON "chat_history" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_history_department_created_idx" ON "chat_history" USING btree ("department_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_history_created_idx" ON "chat_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "compliance_files_department_idx" ON "compliance_files" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "organization_activities_created_idx" ON "organization_activities" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_organization_name_idx" ON "departments" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "organization_models_internal_idx" ON "organization_models" USING btree ("organization_id","internal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_owner_idx" ON "organizations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stored_responses_user_idx" ON "stored_responses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_running_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'active';