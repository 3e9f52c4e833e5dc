import { describe, expect, it } from "vitest";
import type { Database } from "../database/database.ts";
import { IN_PROCESS_STATE } from "../shared-state/shared-state.ts";
import { readinessOf } from "./readiness.ts";

describe("readiness when the database fails", () => {
  it("is not ready, and says so without repeating the driver's words to an unauthenticated prober", async () => {
    const db = {
      execute: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:5432 user=gateway password=hunter2");
      },
    } as unknown as Database;

    const readiness = await readinessOf({ db, sharedState: IN_PROCESS_STATE }, false);

    expect(readiness).toEqual({
      ready: false,
      checks: { database: "failing", draining: "no" },
      problems: ["The database does not answer."],
    });
  });
});
