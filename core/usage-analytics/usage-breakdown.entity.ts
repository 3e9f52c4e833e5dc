import type { UsageBreakdownBy, UsageBreakdownJson, UsageBreakdownRowJson } from "./usage-analytics-json.ts";

const GROUPINGS: readonly UsageBreakdownBy[] = ["model", "apikey", "endpoint", "department", "person"];

/**
 * A breakdown as the dashboard keeps it, read from the gateway's answer: each row's fields picked by name, a
 * figure that is not a number read as 0, a row without a key dropped. An answer that is not a breakdown is refused.
 */
export function readUsageBreakdown(body: unknown): UsageBreakdownJson {
  const answer = body as { by?: unknown; data?: unknown } | null;
  const by = GROUPINGS.find((known) => known === answer?.by);
  if (!by || !Array.isArray(answer?.data))
    throw new TypeError("Expected a usage breakdown: what it groups by and a list of rows");
  return { by, data: answer.data.flatMap(rowOf) };
}

function rowOf(row: unknown): UsageBreakdownRowJson[] {
  const fields = (row ?? {}) as Record<string, unknown>;
  if (typeof fields.key !== "string") return [];
  const count = (name: string) => (typeof fields[name] === "number" ? (fields[name] as number) : 0);
  return [
    {
      key: fields.key,
      label: typeof fields.label === "string" && fields.label !== "" ? fields.label : fields.key,
      requests: count("requests"),
      errors: count("errors"),
      totalTokens: count("totalTokens"),
      totalCost: count("totalCost"),
      energyCost: count("energyCost"),
    },
  ];
}
