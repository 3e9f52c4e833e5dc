import { isJsonObject, jsonObjects } from "./json-object.ts";
import type { IncompleteReason, ResponseOutputItem } from "./response-items.ts";
import type { ResponseUsage } from "./response-usage.ts";

export type ResponseStatus = "in_progress" | "completed" | "incomplete" | "failed";

/** A Response object as OpenAI's API returns it (no `output_text`: that is a convenience of OpenAI's SDKs). */
export interface ResponseObject {
  readonly id: string;
  readonly object: "response";
  readonly created_at: number;
  readonly status: ResponseStatus;
  readonly output: readonly ResponseOutputItem[];
  readonly usage?: ResponseUsage;
  readonly [field: string]: unknown;
}

/** What a Response says beyond the chat answer it translates. */
export interface ResponseContext {
  /** `resp_…`; the items' ids are derived from it. */
  readonly id: string;
  /** Unix seconds. */
  readonly createdAt: number;
  /** The gateway's name for the model that answered. */
  readonly model: string;
  /** The Responses body as the client sent it, whose settings the response echoes. */
  readonly request: Readonly<Record<string, unknown>>;
  /** Unix seconds; a completed response says when it completed, when the caller knows. */
  readonly completedAt?: number;
}

/** How the answer went: what the response says beyond the request it echoes. */
export interface ResponseOutcome {
  readonly status: ResponseStatus;
  readonly output: readonly ResponseOutputItem[];
  readonly usage?: ResponseUsage | undefined;
  readonly incompleteReason?: IncompleteReason | null;
  readonly error?: { readonly code: string; readonly message: string };
  /** The tier the provider says served the answer, when it says. */
  readonly serviceTier?: unknown;
  readonly completedAt?: number | undefined;
}

/**
 * The Response for an outcome, echoing the request's settings as OpenAI does, with OpenAI's defaults for the
 * settings the client left out. `usage` and `user` are left out rather than null when unknown: the schema has no
 * null for them.
 */
export function responseObject(context: ResponseContext, outcome: ResponseOutcome): ResponseObject {
  const { request } = context;
  const reasoning = isJsonObject(request.reasoning) ? request.reasoning : {};
  const text = isJsonObject(request.text) ? request.text : {};
  return {
    id: context.id,
    object: "response",
    created_at: context.createdAt,
    status: outcome.status,
    ...(outcome.status === "completed" && outcome.completedAt !== undefined
      ? { completed_at: outcome.completedAt }
      : {}),
    background: false,
    error: outcome.error ?? null,
    incomplete_details: outcome.incompleteReason ? { reason: outcome.incompleteReason } : null,
    instructions: request.instructions ?? null,
    max_output_tokens: request.max_output_tokens ?? null,
    max_tool_calls: request.max_tool_calls ?? null,
    model: context.model,
    output: outcome.output,
    parallel_tool_calls: request.parallel_tool_calls ?? true,
    previous_response_id: request.previous_response_id ?? null,
    prompt_cache_key: request.prompt_cache_key ?? null,
    ...(request.prompt_cache_retention == null
      ? {}
      : { prompt_cache_retention: request.prompt_cache_retention }),
    reasoning: { ...reasoning, effort: reasoning.effort ?? null, summary: reasoning.summary ?? null },
    safety_identifier: request.safety_identifier ?? null,
    service_tier:
      (typeof outcome.serviceTier === "string" ? outcome.serviceTier : null) ??
      request.service_tier ??
      "auto",
    store: request.store ?? true,
    temperature: request.temperature ?? 1,
    text: { format: text.format ?? { type: "text" }, verbosity: text.verbosity ?? "medium" },
    tool_choice: request.tool_choice ?? "auto",
    tools: jsonObjects(request.tools).map(echoedTool),
    top_logprobs: request.top_logprobs ?? 0,
    top_p: request.top_p ?? 1,
    truncation: request.truncation ?? "disabled",
    ...(outcome.usage ? { usage: outcome.usage } : {}),
    ...(typeof request.user === "string" ? { user: request.user } : {}),
    metadata: request.metadata ?? {},
  };
}

/** A function tool as a Response lists it: every field present, null when the client left it out. */
function echoedTool(tool: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return {
    ...tool,
    description: tool.description ?? null,
    parameters: tool.parameters ?? null,
    strict: tool.strict ?? null,
  };
}
