import type { KeyValueStore } from "../storage/key-value-store.port.ts";
import type { StructuredAnswerCheck } from "../structured-output/structured-answer-check.ts";
import type { ToolCall } from "./chat-message.ts";
import type { CompletionUsage, ServedBy } from "./completion-result.ts";
import { isImageDataUrl } from "./image-attachment.ts";
import {
  type PlaygroundImage,
  type PlaygroundQuestion,
  type PlaygroundReply,
  type PlaygroundToolResult,
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
 * Characters of image data URLs kept in storage at most. Browsers give a site about 5 million characters of
 * localStorage, shared with the rest of the dashboard: beyond this, images are kept by name and size only.
 */
export const STORED_IMAGE_BUDGET_CHARS = 2_500_000;

/** A tool as the person wrote it, valid or not: the JSON of its function. */
export interface StoredToolDraft {
  readonly id: string;
  readonly text: string;
}

/** The structured-output switch, the schema's name and its JSON as the person wrote them. */
export interface StoredStructuredOutput {
  readonly enabled: boolean;
  readonly name: string;
  readonly schema: string;
}

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
  /** The tools offered to the model; absent in what was stored before tools: none. */
  readonly tools?: readonly StoredToolDraft[];
  /** Absent in what was stored before structured output: off. */
  readonly structuredOutput?: StoredStructuredOutput | null;
}

/**
 * Keeps the playground. Images are kept, the latest first, while they fit STORED_IMAGE_BUDGET_CHARS; the others
 * by name and size only. Should the store still refuse it (its quota is shared), it is kept with no image at all:
 * the conversation's text is never lost for an image.
 */
export function writeStoredPlayground(
  store: Pick<KeyValueStore, "write"> & Partial<Pick<KeyValueStore, "read">>,
  playground: StoredPlayground,
): void {
  const budgeted = withImagesWithin(playground.turns, STORED_IMAGE_BUDGET_CHARS);
  const text = JSON.stringify({ version: VERSION, ...playground, turns: budgeted.turns });
  store.write(PLAYGROUND_STORAGE_KEY, text);
  if (budgeted.kept === 0 || !store.read || store.read(PLAYGROUND_STORAGE_KEY) === text) return;
  const turns = withImagesWithin(playground.turns, 0).turns;
  store.write(PLAYGROUND_STORAGE_KEY, JSON.stringify({ version: VERSION, ...playground, turns }));
}

function withImagesWithin(
  turns: readonly PlaygroundTurn[],
  budget: number,
): { turns: PlaygroundTurn[]; kept: number } {
  let left = budget;
  let kept = 0;
  const latestFirst = [...turns].reverse().map((turn): PlaygroundTurn => {
    if (turn.role !== "user" || !turn.images?.length) return turn;
    const images = turn.images.map((image) => {
      if (!image.dataUrl || image.dataUrl.length > left) return { ...image, dataUrl: null };
      left -= image.dataUrl.length;
      kept += 1;
      return image;
    });
    return { ...turn, images };
  });
  return { turns: latestFirst.reverse(), kept };
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
  // Stored before tools and structured output: none, and off.
  const tools = json.tools === undefined ? [] : toolDraftsOf(json.tools);
  const structuredOutput =
    json.structuredOutput === undefined || json.structuredOutput === null
      ? null
      : structuredOutputOf(json.structuredOutput);
  if (
    !isNullableString(json.modelName) ||
    !settings ||
    !isSystemPromptId(json.systemPrompt) ||
    !isRoutingStrategy(json.routingStrategy) ||
    !isNullableString(json.apiKeyId) ||
    !isNullableString(departmentId) ||
    typeof json.sessionId !== "string" ||
    !turns ||
    turns.some((turn) => turn === null) ||
    !tools ||
    structuredOutput === undefined
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
    tools,
    structuredOutput,
  };
}

function toolDraftsOf(value: unknown): StoredToolDraft[] | null {
  if (!Array.isArray(value)) return null;
  const drafts = value.map((draft: unknown) =>
    isRecord(draft) && typeof draft.id === "string" && typeof draft.text === "string"
      ? { id: draft.id, text: draft.text }
      : null,
  );
  return drafts.every((draft) => draft !== null) ? (drafts as StoredToolDraft[]) : null;
}

/** undefined when malformed. */
function structuredOutputOf(value: unknown): StoredStructuredOutput | undefined {
  if (!isRecord(value) || typeof value.enabled !== "boolean") return undefined;
  if (typeof value.name !== "string" || typeof value.schema !== "string") return undefined;
  return { enabled: value.enabled, name: value.name, schema: value.schema };
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
  if (value.role === "user") return questionOf(value, value.id, value.content);
  if (value.role === "assistant") return replyOf(value, value.id, value.content);
  if (value.role === "tool") return toolResultOf(value, value.id, value.content);
  return null;
}

function questionOf(value: Record<string, unknown>, id: string, content: string): PlaygroundQuestion | null {
  if (value.images === undefined) return { id, role: "user", content };
  if (!Array.isArray(value.images)) return null;
  const images = value.images.map(imageOf);
  if (images.some((image) => image === null)) return null;
  return { id, role: "user", content, images: images as PlaygroundImage[] };
}

/** Anything but an image's own data URL is dropped: a remote address must never be loaded. */
function imageOf(value: unknown): PlaygroundImage | null {
  if (!isRecord(value) || typeof value.name !== "string" || typeof value.type !== "string") return null;
  if (!isFiniteNumber(value.size)) return null;
  const dataUrl = typeof value.dataUrl === "string" && isImageDataUrl(value.dataUrl) ? value.dataUrl : null;
  return { name: value.name, type: value.type, size: value.size, dataUrl };
}

function toolResultOf(
  value: Record<string, unknown>,
  id: string,
  content: string,
): PlaygroundToolResult | null {
  if (typeof value.toolCallId !== "string" || typeof value.name !== "string") return null;
  return { id, role: "tool", toolCallId: value.toolCallId, name: value.name, content };
}

function replyOf(value: Record<string, unknown>, id: string, content: string): PlaygroundReply | null {
  const status = value.status;
  const servedBy = value.servedBy === null ? null : servedByOf(value.servedBy);
  const usage = value.usage === null ? null : usageOf(value.usage);
  const cost = value.cost === null ? null : costOf(value.cost);
  const toolCalls = value.toolCalls === undefined ? [] : toolCallsOf(value.toolCalls);
  const schemaCheck =
    value.schemaCheck === undefined || value.schemaCheck === null ? null : schemaCheckOf(value.schemaCheck);
  if (
    !isReplyStatus(status) ||
    typeof value.model !== "string" ||
    servedBy === undefined ||
    usage === undefined ||
    cost === undefined ||
    !isNullableString(value.error) ||
    !toolCalls ||
    schemaCheck === undefined
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
    ...(toolCalls.length > 0 ? { toolCalls } : {}),
    ...(schemaCheck ? { schemaCheck } : {}),
  };
}

function toolCallsOf(value: unknown): ToolCall[] | null {
  if (!Array.isArray(value)) return null;
  return everyRead(value, (call) =>
    isRecord(call) &&
    typeof call.id === "string" &&
    typeof call.name === "string" &&
    typeof call.arguments === "string"
      ? { id: call.id, name: call.name, arguments: call.arguments }
      : null,
  );
}

/** Each item read, or null when one of them cannot be: a list stored half broken is not trusted. */
function everyRead<T>(items: readonly unknown[], read: (item: unknown) => T | null): T[] | null {
  const readItems: T[] = [];
  for (const item of items) {
    const one = read(item);
    if (one === null) return null;
    readItems.push(one);
  }
  return readItems;
}

/** undefined when malformed. */
function schemaCheckOf(value: unknown): StructuredAnswerCheck | undefined {
  if (!isRecord(value)) return undefined;
  if (value.kind === "valid" || value.kind === "notJson") return { kind: value.kind };
  if (value.kind !== "invalid" || !Array.isArray(value.problems)) return undefined;
  const problems = everyRead(value.problems, (problem) =>
    isRecord(problem) &&
    typeof problem.path === "string" &&
    typeof problem.rule === "string" &&
    typeof problem.expected === "string"
      ? { path: problem.path, rule: problem.rule, expected: problem.expected }
      : null,
  );
  if (problems === null) return undefined;
  return { kind: "invalid", problems } as StructuredAnswerCheck;
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
  return Number.isFinite(value);
}
