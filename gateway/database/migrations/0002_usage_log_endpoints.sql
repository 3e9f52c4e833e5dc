ALTER TABLE "chat_history" ADD COLUMN "endpoint" text DEFAULT 'chat' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_history" ADD COLUMN "tools" text;--> statement-breakpoint
ALTER TABLE "chat_history" ADD COLUMN "response_format" text;--> statement-breakpoint
ALTER TABLE "chat_history" ADD COLUMN "tool_calls" text;--> statement-breakpoint
CREATE INDEX "chat_history_user_endpoint_created_idx" ON "chat_history" USING btree ("user_id","endpoint","created_at");