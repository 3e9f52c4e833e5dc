import { roundTo } from "../number/round-to.ts";
import { nonRenewableWh } from "../organization/request-emissions.ts";
import { RoutingStrategy } from "./routing-strategy.ts";

/** Below this many observed requests a model's catalogue figures are trusted more than what was seen. */
export const MIN_OBSERVED_SAMPLES = 3;

/** What routing knows about a model that could serve a 'Best Available' request. */
export interface RoutingCandidate {
  readonly systemName: string;
  /** USD per million tokens. */
  readonly tokenInPrice: number;
  readonly tokenOutPrice: number;
  /** The catalogue's typical figures. */
  readonly timeToFirstTokenMs: number;
  readonly tokensPerSecondOut: number;
  readonly energyWhPerThousandTokens: number;
  /** Figures measured on recent requests, when there are any. */
  readonly observed?: ObservedFigures | null;
  /** The electricity-grid node it runs on, when known. */
  readonly grid?: GridFigures | null;
}

export interface ObservedFigures {
  readonly samples: number;
  readonly timeToFirstTokenMs: number | null;
  readonly tokensPerSecondOut: number | null;
}

export interface GridFigures {
  readonly name: string;
  /** Locational marginal price, USD per MWh. */
  readonly lmp: number;
  readonly renewablePercentage: number;
}

export interface RankedCandidate {
  readonly systemName: string;
  /** Why it ranks where it does, in words fit for a response header (ASCII). */
  readonly reason: string;
}

interface Scored {
  readonly candidate: RoutingCandidate;
  readonly score: number;
  readonly reason: string;
}

/**
 * The candidates best first for the strategy: none and Cost by list price (in + out), Latency by time to first
 * token, Token Rate by tokens per second (observed figures once there are enough, else the catalogue's), Energy
 * Cost by the electricity price of the energy per token (LMP x Wh), Emission by the non-renewable energy per token.
 * A model without grid data ranks after those with it; ties go to the cheaper model, then by name.
 */
export function rankCandidates(
  candidates: readonly RoutingCandidate[],
  strategy: RoutingStrategy,
): RankedCandidate[] {
  return candidates
    .map((candidate) => scored(candidate, strategy))
    .sort(
      (a, b) =>
        a.score - b.score ||
        listPrice(a.candidate) - listPrice(b.candidate) ||
        a.candidate.systemName.localeCompare(b.candidate.systemName),
    )
    .map(({ candidate, reason }) => ({ systemName: candidate.systemName, reason }));
}

function scored(candidate: RoutingCandidate, strategy: RoutingStrategy): Scored {
  const price = listPrice(candidate);
  const priceText = `$${round(candidate.tokenInPrice)} in + $${round(candidate.tokenOutPrice)} out per million tokens`;
  switch (strategy) {
    case RoutingStrategy.COST:
      return { candidate, score: price, reason: `lowest price: ${priceText}` };
    case RoutingStrategy.LATENCY: {
      const { value, source } = figure(candidate, "timeToFirstTokenMs");
      return {
        candidate,
        score: value,
        reason: `lowest latency: ${Math.round(value)} ms to first token (${source})`,
      };
    }
    case RoutingStrategy.TOKEN_RATE: {
      const { value, source } = figure(candidate, "tokensPerSecondOut");
      return { candidate, score: -value, reason: `highest token rate: ${round(value)} tokens/s (${source})` };
    }
    case RoutingStrategy.ENERGY_COST:
      return energyCost(candidate);
    case RoutingStrategy.EMISSION:
      return emission(candidate);
    default:
      return { candidate, score: price, reason: `no strategy: the cheapest model, ${priceText}` };
  }
}

function energyCost(candidate: RoutingCandidate): Scored {
  const { grid, energyWhPerThousandTokens: wh } = candidate;
  if (!grid) return { candidate, score: Number.POSITIVE_INFINITY, reason: "no grid data: ranked by price" };
  // Wh per thousand tokens -> MWh per million tokens is a factor 1/1000.
  const usdPerMillionTokens = (wh / 1000) * grid.lmp;
  return {
    candidate,
    score: usdPerMillionTokens,
    reason: `lowest energy cost: $${round(usdPerMillionTokens, 6)} per million tokens (${round(wh)} Wh per 1k tokens at $${round(grid.lmp)}/MWh, ${grid.name})`,
  };
}

function emission(candidate: RoutingCandidate): Scored {
  const { grid, energyWhPerThousandTokens: wh } = candidate;
  if (!grid) return { candidate, score: Number.POSITIVE_INFINITY, reason: "no grid data: ranked by price" };
  const fossilWh = nonRenewableWh(wh, grid.renewablePercentage);
  return {
    candidate,
    score: fossilWh,
    reason: `lowest emissions: ${round(fossilWh, 4)} Wh of non-renewable energy per 1k tokens (${round(grid.renewablePercentage)}% renewable, ${grid.name})`,
  };
}

function figure(
  candidate: RoutingCandidate,
  name: "timeToFirstTokenMs" | "tokensPerSecondOut",
): { value: number; source: string } {
  const observed = candidate.observed;
  const seen = observed?.[name];
  if (observed && observed.samples >= MIN_OBSERVED_SAMPLES && typeof seen === "number")
    return { value: seen, source: `observed over ${observed.samples} requests` };
  return { value: candidate[name], source: "catalogue figure" };
}

function listPrice(candidate: RoutingCandidate): number {
  return candidate.tokenInPrice + candidate.tokenOutPrice;
}

function round(value: number, decimals = 2): number {
  return roundTo(value, decimals);
}
