import { loadConfiguration, loadSources } from "@cucumber/cucumber/api";

/** The worlds of cucumber.mjs, by profile name, as the list of scenarios names them. */
export const WORLDS = {
  core: "core",
  browser: "memory build in Chromium",
  "browser-local": "local stack in Chromium",
} as const;
export type World = keyof typeof WORLDS;
const BROWSER_WORLDS: readonly World[] = ["browser", "browser-local"];

export interface ScenarioWorlds {
  /** The feature file, relative to tests/acceptance/features. */
  readonly feature: string;
  readonly line: number;
  readonly name: string;
  readonly worlds: readonly World[];
}

/** Every scenario of the feature files (each example of an outline on its own), with the worlds that run it. */
export async function scenarioWorlds(): Promise<readonly ScenarioWorlds[]> {
  const all = await plannedScenarios("core", "");
  const runIn = new Map<string, World[]>();
  for (const world of Object.keys(WORLDS) as World[]) {
    for (const scenario of await plannedScenarios(world)) {
      const key = keyOf(scenario);
      runIn.set(key, [...(runIn.get(key) ?? []), world]);
    }
  }
  return all.map((scenario) => ({
    feature: scenario.uri.replace(/^tests\/acceptance\/features\//, ""),
    line: scenario.location.line,
    name: scenario.name,
    worlds: runIn.get(keyOf(scenario)) ?? [],
  }));
}

/** Why a scenario's behaviour would go untested: it runs in no world, or in no browser world (no real UI). */
export function coverageGaps(scenarios: readonly ScenarioWorlds[]): readonly string[] {
  return scenarios.flatMap((scenario) => {
    const where = `${scenario.feature}:${scenario.line} "${scenario.name}"`;
    if (scenario.worlds.length === 0) return [`${where} runs in no world`];
    if (!scenario.worlds.some((world) => BROWSER_WORLDS.includes(world)))
      return [`${where} runs in no browser world`];
    return [];
  });
}

/** The committed list (docs/testing/scenario-worlds.md): which world runs which scenario. */
export function scenarioWorldsDocument(scenarios: readonly ScenarioWorlds[]): string {
  const worlds = Object.keys(WORLDS) as World[];
  const lines = [
    "# Which world runs which scenario",
    "",
    "Written by `npm run scenario-worlds` from `cucumber.mjs` and the feature files; a unit test",
    "(`tests/acceptance/scenario-worlds.test.ts`) fails when it is out of date, and when a scenario runs in no world",
    "or in no browser world. Why each world runs what it runs: `cucumber.mjs` and docs/testing.md.",
    "",
    ...worlds.map(
      (world) => `- ${WORLDS[world]}: ${scenarios.filter((s) => s.worlds.includes(world)).length} runs`,
    ),
  ];
  const features = [...new Set(scenarios.map((scenario) => scenario.feature))];
  for (const feature of features) {
    lines.push("", `## ${feature}`, "", `| line | scenario | ${worlds.map((w) => WORLDS[w]).join(" | ")} |`);
    lines.push(`|---|---|${worlds.map(() => "---").join("|")}|`);
    for (const scenario of scenarios.filter((s) => s.feature === feature)) {
      const marks = worlds.map((world) => (scenario.worlds.includes(world) ? "✔" : ""));
      lines.push(`| ${scenario.line} | ${scenario.name.replaceAll("|", "\\|")} | ${marks.join(" | ")} |`);
    }
  }
  return `${lines.join("\n")}\n`;
}

async function plannedScenarios(profile: World, tags?: string) {
  const { runConfiguration } = await loadConfiguration({ profiles: [profile] });
  const sources =
    tags === undefined ? runConfiguration.sources : { ...runConfiguration.sources, tagExpression: tags };
  const { plan, errors } = await loadSources(sources);
  if (errors.length > 0) throw new Error(`Feature files do not parse: ${JSON.stringify(errors)}`);
  return plan;
}

function keyOf(scenario: { uri: string; location: { line: number } }): string {
  return `${scenario.uri}:${scenario.location.line}`;
}
