-- PII redaction counts per request (issue 29): how many values of each kind the department's PII handling masked or
-- blocked, for the compliance evidence bundle. Null for requests logged before, or without PII handling.
ALTER TABLE "chat_history" ADD COLUMN "pii_redactions" jsonb;