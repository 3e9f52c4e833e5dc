-- Several gateway instances share one database and each reads the policy documents left PENDING when it starts:
-- the instance that begins reading one notes when, so the others leave it alone (for 15 minutes, after which a
-- reading that never finished may be taken over).
ALTER TABLE "compliance_files" ADD COLUMN "reading_since" timestamp with time zone;
