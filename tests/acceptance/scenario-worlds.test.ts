import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  coverageGaps,
  type ScenarioWorlds,
  scenarioWorlds,
  scenarioWorldsDocument,
} from "./scenario-worlds.ts";

const DOCUMENT = "docs/testing/scenario-worlds.md";

function scenario(name: string, worlds: ScenarioWorlds["worlds"]): ScenarioWorlds {
  return { feature: "made-up.feature", line: 7, name, worlds };
}

describe("which world runs which scenario", () => {
  it("names a scenario that runs in no world, and one that runs in no browser world", () => {
    expect(
      coverageGaps([
        scenario("Runs nowhere", []),
        scenario("Runs without a browser only", ["core"]),
        scenario("Runs on the local stack", ["core", "browser-local"]),
        scenario("Runs on the memory build", ["browser"]),
      ]),
    ).toEqual([
      'made-up.feature:7 "Runs nowhere" runs in no world',
      'made-up.feature:7 "Runs without a browser only" runs in no browser world',
    ]);
  });

  it("runs every scenario of the feature files in at least one world, and in at least one browser world", async () => {
    expect(coverageGaps(await scenarioWorlds())).toEqual([]);
  });

  it("matches the committed list (npm run scenario-worlds writes it)", async () => {
    expect(readFileSync(DOCUMENT, "utf8")).toBe(scenarioWorldsDocument(await scenarioWorlds()));
  });
});
