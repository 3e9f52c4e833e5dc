import type { KeyValueStore } from "../storage/key-value-store.port.ts";
import type { CompletionUsage, ServedBy } from "./completion-result.ts";
import {
  type PlaygroundReply,
  type PlaygroundTurn,
  type ReplyCost,
  ReplyStatus,
} from "./playground-conversation.ts";
import { type PlaygroundSettings, ReasoningEffort, withinBounds } from "./playground-settings.ts";
import { PLAYGROUND_STORAGE_KEY } from "./playground-storage-key.ts";
import { ROUTING_STRATEGIES, type RoutingStrategy } from "./routing-strategy.ts";
import { isSystemPromptId, type SystemPromptId } from "./system-prompts.ts";

/** Bumped when the stored shape changes: an older shape is then ignored rather than misread. */
const VERSION = 1;

/**
 * What the playground keeps across a reload: the conversation and the choices it is made with. An API key is
 * kept by its id only, never its value.
 */
export interface StoredPlayground {
  readonly modelName: string | null;
  readonly settings: PlaygroundSettings;
  readonly systemPrompt: SystemPromptId;
  readonly routingStrategy: RoutingStrategy;
  readonly apiKeyId: string | null;
  /** The department asked as; null or absent asks for oneself. */
  readonly departmentId?: string | null;
  readonly sessionId: string;
  readonly turns: readonly PlaygroundTurn[];
}

export function writeStoredPlayground(
  store: Pick<KeyValueStore, "write">,
  playground: StoredPlayground,
): void {
  store.write(PLAYGROUND_STORAGE_KEY, JSON.stringify({ version: VERSION, ...playground }));
}

/**
 * The playground as it was stored, or null when nothing usable is stored: storage is editable by anyone with the
 * browser's tools, so anything not of the expected shape is ignored whole. Settings come back inside their bounds,
 * and a reply still being written when the page went away comes back stopped.
 */
export function readStoredPlayground(store: Pick<KeyValueStore, "read">): StoredPlayground | null {
  const raw = store.read(PLAYGROUND_STORAGE_KEY);
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(json) || json.version !== VERSION) return null;
  const settings = settingsOf(json.settings);
  const turns = Array.isArray(json.turns) ? json.turns.map(turnOf) : null;
  // Stored before departments could be chosen: absent means none.
  const departmentId = json.departmentId ?? null;
  if (
    !isNullableString(json.modelName) ||
    !settings ||
    !isSystemPromptId(json.systemPrompt) ||
    !isRoutingStrategy(json.routingStrategy) ||
    !isNullableString(json.apiKeyId) ||
    !isNullableString(departmentId) ||
    typeof json.sessionId !== "string" ||
    !turns ||
    turns.some((turn) => turn === null)
  ) {
    return null;
  }
  return {
    modelName: json.modelName,
    settings,
    systemPrompt: json.systemPrompt,
    routingStrategy: json.routingStrategy,
    apiKeyId: json.apiKeyId,
    departmentId,
    sessionId: json.sessionId,
    turns: turns as PlaygroundTurn[],
  };
}

function settingsOf(value: unknown): PlaygroundSettings | null {
  if (!isRecord(value)) return null;
  const { temperature, topP, maxTokens, maxCompletionTokens, repetitionPenalty, reasoningEffort, store } =
    value;
  if (
    !isFiniteNumber(temperature) ||
    !isFiniteNumber(topP) ||
    !isFiniteNumber(maxTokens) ||
    !isFiniteNumber(maxCompletionTokens) ||
    !isFiniteNumber(repetitionPenalty) ||
    !isReasoningEffort(reasoningEffort) ||
    typeof store !== "boolean"
  ) {
    return null;
  }
  return withinBounds({
    temperature,
    topP,
    maxTokens,
    maxCompletionTokens,
    repetitionPenalty,
    reasoningEffort,
    store,
  });
}

function isReasoningEffort(value: unknown): value is ReasoningEffort {
  return Object.values<unknown>(ReasoningEffort).includes(value);
}

function turnOf(value: unknown): PlaygroundTurn | null {
  if (!isRecord(value) || typeof value.id !== "string" || typeof value.content !== "string") return null;
  if (value.role === "user") return { id: value.id, role: "user", content: value.content };
  if (value.role === "assistant") return replyOf(value, value.id, value.content);
  return null;
}

function replyOf(value: Record<string, unknown>, id: string, content: string): PlaygroundReply | null {
  const status = value.status;
  const servedBy = value.servedBy === null ? null : servedByOf(value.servedBy);
  const usage = value.usage === null ? null : usageOf(value.usage);
  const cost = value.cost === null ? null : costOf(value.cost);
  if (
    !isReplyStatus(status) ||
    typeof value.model !== "string" ||
    servedBy === undefined ||
    usage === undefined ||
    cost === undefined ||
    !isNullableString(value.error)
  ) {
    return null;
  }
  return {
    id,
    role: "assistant",
    content,
    status: status === ReplyStatus.STREAMING ? ReplyStatus.STOPPED : status,
    model: value.model,
    servedBy,
    usage,
    cost,
    error: value.error,
  };
}

/** undefined when malformed (null is a valid "not known"). */
function servedByOf(value: unknown): ServedBy | undefined {
  if (!isRecord(value) || typeof value.model !== "string") return undefined;
  if (!isNullableString(value.provider) || !isNullableString(value.routingReason)) return undefined;
  return { model: value.model, provider: value.provider, routingReason: value.routingReason };
}

function usageOf(value: unknown): CompletionUsage | undefined {
  if (!isRecord(value)) return undefined;
  const { prompt_tokens, completion_tokens, total_tokens } = value;
  if (!isFiniteNumber(prompt_tokens) || !isFiniteNumber(completion_tokens) || !isFiniteNumber(total_tokens))
    return undefined;
  return { prompt_tokens, completion_tokens, total_tokens };
}

function costOf(value: unknown): ReplyCost | undefined {
  if (!isRecord(value) || !isFiniteNumber(value.totalCost) || !isFiniteNumber(value.energyCost))
    return undefined;
  return { totalCost: value.totalCost, energyCost: value.energyCost };
}

function isReplyStatus(value: unknown): value is ReplyStatus {
  return Object.values<unknown>(ReplyStatus).includes(value);
}

function isRoutingStrategy(value: unknown): value is RoutingStrategy {
  return (ROUTING_STRATEGIES as readonly unknown[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === "string";
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}
