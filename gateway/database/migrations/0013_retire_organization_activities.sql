-- The organization's recent activities now come from its audit chain (issue 29): the old activity lines go. Their
-- text named no subject, actor or address, so they are not carried over; an organization without a chain gets its
-- history (departments, people, models, policy files) recorded as SYSTEM entries at start-up instead.
DROP TABLE "organization_activities" CASCADE;
