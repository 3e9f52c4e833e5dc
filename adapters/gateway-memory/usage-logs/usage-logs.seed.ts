import type { Clock } from "../../../core/clock/clock.port.ts";
import type { UsageLogRecord } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import { AVAILABLE_MODELS_SEED } from "../available-models/available-models.seed.ts";
import { isoAt } from "../memory-clock.ts";

interface Sample {
  readonly model: string;
  readonly query: string;
  /** What the model answered; none for a failed request. */
  readonly answer?: string;
  readonly apikey: string | null;
  readonly tokensIn: number;
  readonly tokensOut: number;
  readonly statusCode?: number;
  readonly error?: string;
  readonly renewablePercentage?: number;
}

const KEY = "mk-demo-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f";

const SAMPLES: readonly Sample[] = [
  {
    model: "gpt-4o-mini",
    query: "Summarise our Q3 energy report",
    answer: "Q3 energy use fell 12 % while output grew 4 %; renewables covered 58 % of the load.",
    apikey: "playground",
    tokensIn: 812,
    tokensOut: 240,
    renewablePercentage: 58.4,
  },
  {
    model: "claude-3-5-sonnet",
    query: "Review this pull request",
    answer:
      "The change is sound. Two notes:\n\n1. `retryAfter` ignores a zero header.\n2. The new test does not await the promise.",
    apikey: KEY,
    tokensIn: 2310,
    tokensOut: 615,
  },
  {
    model: "o3-mini",
    query: "Prove that the sum of two even numbers is even",
    answer: "Let a = 2m and b = 2n. Then a + b = 2(m + n), which is even.",
    apikey: KEY,
    tokensIn: 64,
    tokensOut: 980,
  },
  {
    model: "mistral-small",
    query: "Translate the release notes to French",
    answer: "Notes de version : la recherche est plus rapide et les journaux s’exportent en CSV.",
    apikey: null,
    tokensIn: 540,
    tokensOut: 560,
    renewablePercentage: 71.25,
  },
  {
    model: "gpt-4o",
    query: "Draft a data-residency policy",
    apikey: KEY,
    tokensIn: 300,
    tokensOut: 0,
    statusCode: 429,
    error: "Rate limit reached for gpt-4o",
  },
  {
    model: "claude-3-5-haiku",
    query: "Classify these support tickets",
    answer: '{"billing": 4, "bug": 7, "feature request": 2}',
    apikey: "playground",
    tokensIn: 1200,
    tokensOut: 90,
  },
  {
    model: "mistral-large",
    query: "What is a watt?",
    apikey: KEY,
    tokensIn: 12,
    tokensOut: 0,
    statusCode: 502,
    error: "Upstream provider unavailable",
  },
];

/** Three weeks of requests, newest first, cycling through the samples; costs follow the seeded model prices. */
export function usageLogsSeed(clock: Clock, count = 21): UsageLogRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const sample = SAMPLES[index % SAMPLES.length] as Sample;
    const model = AVAILABLE_MODELS_SEED.find((candidate) => candidate.systemName === sample.model);
    const tokensInCost = (sample.tokensIn * (model?.tokenInPricePerMillionTokens ?? 0)) / 1_000_000;
    const tokensOutCost = (sample.tokensOut * (model?.tokenOutPricePerMilionTokens ?? 0)) / 1_000_000;
    const failed = (sample.statusCode ?? 200) >= 400;
    return {
      id: requestIdOf(index),
      createdAt: isoAt(clock, -(index * 23 + 5) * 3_600_000),
      vendor: model?.provider?.name ?? "Meridian",
      model: sample.model,
      query: sample.query,
      apikey: sample.apikey,
      statusCode: sample.statusCode ?? 200,
      timeToFirstToken: failed ? null : 180 + index * 11,
      generationDuration: failed ? null : 600 + sample.tokensOut * 9,
      tokensIn: sample.tokensIn,
      tokensOut: sample.tokensOut,
      totalCost: tokensInCost + tokensOutCost,
      error: sample.error ?? null,
      tokenRate: failed ? null : Math.round((sample.tokensOut / (0.6 + sample.tokensOut * 0.009)) * 10) / 10,
      totalTokens: sample.tokensIn + sample.tokensOut,
      tokensInCost,
      tokensOutCost,
      isStream: index % 2 === 0,
      requestContent: JSON.stringify([{ role: "user", content: sample.query }]),
      responseContent: sample.answer ?? null,
      providerModel: model?.nameInProvider ?? null,
      renewablePercentage: sample.renewablePercentage ?? null,
    };
  });
}

/** Ids as the gateway makes them: long, and different at both ends, so even their short form tells them apart. */
function requestIdOf(index: number): string {
  const head = (0x5eed0000 + index * 7919).toString(16);
  const tail = (Math.imul(index + 1, 0x9e3779b1) >>> 0).toString(16).padStart(8, "0");
  return `req_${head}a1b2${tail}`;
}
