-- The same latency histogram as 0006's usage_latency_histogram, counted slot by slot into an array of zeros instead
-- of joining 541 generated slots to the buckets and sorting them back: the rollup trigger calls it twice for every
-- hour a statement logs, and that join was most of the trigger's time. A bucket outside 0-540 (none: core's
-- latencyBucketOf and usage_latency_bucket stay within it) or NULL is not counted, as the join did not count it.
-- The snapshot beside this file also records compliance_files.added_by and reading_since, which 0011 and 0014
-- added by hand without recording them.
CREATE OR REPLACE FUNCTION "usage_latency_histogram"(buckets integer[], sign integer) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
	counts integer[] := array_fill(0, ARRAY[541]);
	bucket integer;
BEGIN
	IF buckets IS NOT NULL THEN
		FOREACH bucket IN ARRAY buckets LOOP
			IF bucket BETWEEN 0 AND 540 THEN
				counts[bucket + 1] := counts[bucket + 1] + sign;
			END IF;
		END LOOP;
	END IF;
	RETURN counts;
END;
$$;
