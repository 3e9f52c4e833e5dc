import { badRequest } from "../../server/http-problem.ts";

/**
 * What the simulated provider cannot do, each refused with a 400 naming the field rather than ignored: it has no
 * token probabilities, speaks no audio, searches nothing, and writes one answer per request. Listed in
 * docs/openai-compatible-api.md.
 */
const LIMITS: readonly {
  readonly field: string;
  readonly applies: (value: unknown) => boolean;
  readonly why: string;
}[] = [
  { field: "logprobs", applies: (value) => value === true, why: "has no token probabilities" },
  {
    field: "top_logprobs",
    applies: (value) => typeof value === "number" && value > 0,
    why: "has no token probabilities",
  },
  {
    field: "n",
    applies: (value) => typeof value === "number" && value !== 1,
    why: "writes one choice per request",
  },
  {
    field: "modalities",
    applies: (value) => Array.isArray(value) && value.some((modality) => modality !== "text"),
    why: "answers in text only",
  },
  { field: "audio", applies: (value) => value !== undefined && value !== null, why: "answers in text only" },
  {
    field: "web_search_options",
    applies: (value) => value !== undefined && value !== null,
    why: "cannot search the web",
  },
];

/** Refuses a request asking the simulated provider for what it cannot do. */
export function checkSimulatedLimits(fields: Readonly<Record<string, unknown>>): void {
  for (const { field, applies, why } of LIMITS)
    if (applies(fields[field]))
      throw badRequest(`${field}: the simulated provider ${why}; configure an upstream for this request`);
}
