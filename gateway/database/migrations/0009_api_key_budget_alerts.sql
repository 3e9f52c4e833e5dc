CREATE TABLE "api_key_budget_alerts_fired" (
	"api_key_id" text NOT NULL,
	"period" text NOT NULL,
	"alert" text NOT NULL,
	"spend" double precision NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_key_budget_alerts_fired_api_key_id_period_alert_pk" PRIMARY KEY("api_key_id","period","alert")
);
