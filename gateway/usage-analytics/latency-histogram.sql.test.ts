import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LATENCY_BUCKET_COUNT,
  LATENCY_BUCKET_LOWER_BOUNDS,
  latencyBucketOf,
  latencyHistogramOf,
} from "../../core/usage-analytics/latency-histogram.ts";
import type { OpenDatabase } from "../database/database.ts";
import { openTestDatabase } from "../testing/test-database.ts";

describe("the latency buckets and histograms the rollups count in the database (migrations 0006, 0015)", () => {
  describe("on the engine under test", () => {
    let database: OpenDatabase;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it("buckets a timing in the database as core's latencyBucketOf does", async () => {
      const values = [
        -3,
        0,
        0.2,
        0.999,
        1,
        1.024,
        1.025,
        1.0251,
        2,
        999.5,
        600_000,
        602_786,
        602_787,
        1e7,
        ...Array.from({ length: 20_000 }, (_, index) => index),
        ...Array.from({ length: 5_000 }, (_, index) => 1.025 ** (index / 9)),
        ...LATENCY_BUCKET_LOWER_BOUNDS.flatMap((bound) => [bound, bound * (1 - 1e-15), bound * (1 + 1e-15)]),
        ...Array.from({ length: 5_000 }, (_, index) => ((index * 7919) % 100_000) / 7.3),
      ];
      const result = (await database.db.execute(
        sql`select usage_latency_bucket(value) as bucket from unnest(${`{${values.join(",")}}`}::float8[]) with ordinality as t(value, position) order by position`,
      )) as unknown as { rows: { bucket: number }[] };
      expect(result.rows.map((row) => row.bucket)).toEqual(values.map(latencyBucketOf));
    });

    it("counts timings into a histogram in the database as core's latencyHistogramOf does, and takes them away", async () => {
      const timings = [
        0.5,
        1,
        1,
        80,
        120,
        120,
        120,
        999.5,
        602_787,
        ...LATENCY_BUCKET_LOWER_BOUNDS.slice(0, 30),
      ];
      const histogramOf = async (buckets: string, sign: number) =>
        (
          (await database.db.execute(
            sql.raw(`select usage_latency_histogram(${buckets}, ${sign}) as counts`),
          )) as unknown as { rows: { counts: number[] }[] }
        ).rows[0]?.counts;
      const counted = await histogramOf(
        `(select array_agg(usage_latency_bucket(t)) from unnest('{${timings.join(",")}}'::float8[]) as t)`,
        1,
      );
      expect(counted).toEqual(latencyHistogramOf(timings));
      const takenAway = await histogramOf(`'{${timings.map(latencyBucketOf).join(",")}}'::int[]`, -1);
      expect(takenAway).toEqual(latencyHistogramOf(timings).map((count) => (count === 0 ? 0 : -count)));
      expect(await histogramOf("null::int[]", 1)).toEqual(new Array(LATENCY_BUCKET_COUNT).fill(0));
    });
  });
});
