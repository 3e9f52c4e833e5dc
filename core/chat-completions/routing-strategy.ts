/**
 * How 'Best Available' picks a model (SPEC §9: none, Token Rate, Latency, Cost, Energy Cost, Emission). The values
 * are the dashboard's labels; the gateway also accepts them in any case and spelling of separators
 * ("token_rate", "ENERGY-COST").
 */
export enum RoutingStrategy {
  NONE = "none",
  TOKEN_RATE = "Token Rate",
  LATENCY = "Latency",
  COST = "Cost",
  ENERGY_COST = "Energy Cost",
  EMISSION = "Emission",
}

export const ROUTING_STRATEGIES: readonly RoutingStrategy[] = Object.values(RoutingStrategy);

const BY_LETTERS = new Map<string, RoutingStrategy>([
  ...ROUTING_STRATEGIES.map((strategy) => [lettersOf(strategy), strategy] as const),
  ["emissions", RoutingStrategy.EMISSION],
]);

/** The strategy a request names; no name (or an empty one) means none; null when the name is not a strategy. */
export function parseRoutingStrategy(name: string | null | undefined): RoutingStrategy | null {
  if (name === null || name === undefined || name.trim() === "") return RoutingStrategy.NONE;
  return BY_LETTERS.get(lettersOf(name)) ?? null;
}

function lettersOf(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, "");
}
