// `npm run scenario-worlds`: writes docs/testing/scenario-worlds.md, the list of which world runs which scenario.
import { writeFileSync } from "node:fs";
import { coverageGaps, scenarioWorlds, scenarioWorldsDocument } from "./scenario-worlds.ts";

const SCENARIO_WORLDS_DOCUMENT = "docs/testing/scenario-worlds.md";

const scenarios = await scenarioWorlds();
writeFileSync(SCENARIO_WORLDS_DOCUMENT, scenarioWorldsDocument(scenarios));
console.info(`wrote ${SCENARIO_WORLDS_DOCUMENT}: ${scenarios.length} scenarios`);
for (const gap of coverageGaps(scenarios)) console.error(`error: ${gap}`);
