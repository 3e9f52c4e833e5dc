import type { ModelCapability, RequestNeeds } from "../../core/available-models/model-capability.ts";
import type { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import type { FunctionTool, StructuredOutputFormat } from "../../core/chat-completions/function-tool.ts";
import type { ImageAttachmentProblem } from "../../core/chat-completions/image-attachment.ts";
import type { PlaygroundImage, PlaygroundTurn } from "../../core/chat-completions/playground-conversation.ts";
import type { PlaygroundSettings } from "../../core/chat-completions/playground-settings.ts";
import type { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import type { SystemPromptId } from "../../core/chat-completions/system-prompts.ts";
import type { ToolDefinitionProblem } from "../../core/chat-completions/tool-definition.ts";
import type { ResponseSchemaProblem } from "../../core/structured-output/response-schema.ts";

/** The toasts and fallbacks the playground raises; each is a key of the "playground.notices" translations. */
export enum PlaygroundNotice {
  MODEL_NOT_SET = "modelNotSet",
  MODEL_NOT_DEFINED = "modelNotDefined",
  REQUEST_FAILED = "requestFailed",
  CONNECTION_LOST = "connectionLost",
  MODELS_FAILED = "modelsFailed",
  API_KEYS_FAILED = "apiKeysFailed",
  /** With {{number}} and {{problem}} (a tools.problems text). */
  TOOL_INVALID = "toolInvalid",
  /** With {{problem}} (a structuredOutput.problems text). */
  RESPONSE_SCHEMA_INVALID = "responseSchemaInvalid",
  /** With {{model}} and {{reasons}} (model.cannot texts). */
  MODEL_NOT_OFFERED = "modelNotOffered",
}

/** The capabilities a request may need beyond chat, each with its reason for refusing a model. */
export type NeededCapability = Extract<ModelCapability, "tools" | "vision" | "structured-output">;

/**
 * Other texts the view model says or builds notices from, by their key under "playground": what is wrong with a
 * tool, a schema or an image, what a model cannot do. The panels show the same texts.
 */
export type PlaygroundPhrase =
  | `tools.problems.${ToolDefinitionProblem}`
  | `structuredOutput.problems.${ResponseSchemaProblem}`
  | `model.cannot.${NeededCapability}`
  | `images.problems.${ImageAttachmentProblem | "unreadable"}`;

/** What the view model asks to be said: a notice or a phrase. */
export type PlaygroundText = PlaygroundNotice | PlaygroundPhrase;

/** The translation key of a text the view model says (a notice's key has no dot of its own). */
export function playgroundTextKey(text: PlaygroundText): `playground.${string}` {
  return text.includes(".") ? `playground.${text}` : `playground.notices.${text}`;
}

/** Values a notice's text is filled with. */
export type NoticeValues = Readonly<Record<string, string | number>>;

export type CatalogueStatus = "loading" | "ready" | "failed";

/** One of the person's API keys as the picker shows it: by name, as the dashboard holds no key's secret. */
export interface ApiKeyChoice {
  readonly id: string;
  readonly name: string;
  /** YYYY-MM-DD */
  readonly date: string;
}

/** One of the person's departments, which they may ask as. */
export interface DepartmentChoice {
  readonly id: string;
  readonly name: string;
}

/** A tool as the person is writing it: the JSON of its function, and what it reads as. */
export interface ToolDraft {
  readonly id: string;
  readonly text: string;
  /** The tool offered to the model, when the text defines one. */
  readonly tool: FunctionTool | null;
  readonly problem: ToolDefinitionProblem | null;
}

/** The tool removed last, which the person may put back where it was. */
export interface RemovedTool {
  readonly draft: ToolDraft;
  readonly index: number;
}

/** The structured-output switch and the schema the answer must follow, as the person is writing it. */
export interface StructuredOutputSetup {
  readonly enabled: boolean;
  readonly name: string;
  /** The schema's JSON. */
  readonly schema: string;
  /** What is sent when on, when the name and schema are valid. */
  readonly format: StructuredOutputFormat | null;
  readonly problem: ResponseSchemaProblem | null;
}

/** An image attached to the question being written. */
export interface AttachedImage extends PlaygroundImage {
  readonly id: string;
  readonly dataUrl: string;
}

/** What the next request is made of: the model, its settings and how it is called. */
export interface PlaygroundSetup {
  readonly catalogue: CatalogueStatus;
  /** 'Best Available' first, then the gateway's active models; empty until loaded. */
  readonly models: readonly ProviderModel[];
  readonly apiKeys: readonly ApiKeyChoice[];
  /** The chosen model's systemName; null until one is chosen. */
  readonly modelName: string | null;
  readonly settings: PlaygroundSettings;
  readonly systemPrompt: SystemPromptId;
  readonly routingStrategy: RoutingStrategy;
  /** The chosen API key; null calls as the signed-in user. */
  readonly apiKeyId: string | null;
  /** The departments the person belongs to (none until their organization is loaded, or outside any). */
  readonly departments: readonly DepartmentChoice[];
  /** The department asked as, whose policies apply; null asks for oneself. */
  readonly departmentId: string | null;
  /** The functions offered to the model, valid or not. */
  readonly tools: readonly ToolDraft[];
  readonly removedTool: RemovedTool | null;
  readonly structuredOutput: StructuredOutputSetup;
  /** The images of the question being written. */
  readonly attachments: readonly AttachedImage[];
  /** What the next request asks of its model: a model that cannot serve it is not offered. */
  readonly needs: RequestNeeds;
}

/** The conversation on screen. */
export interface PlaygroundChat {
  readonly turns: readonly PlaygroundTurn[];
  /** True while the last reply is being written. */
  readonly streaming: boolean;
}

/**
 * The playground's state, in two parts that change at different paces: a streamed reply changes `chat` up to a
 * hundred times a second while `setup` stays the same object, so what shows the setup need not render again.
 */
export interface PlaygroundState {
  readonly setup: PlaygroundSetup;
  readonly chat: PlaygroundChat;
}

/** The chosen model when it is among those offered. */
export function chosenModel(setup: PlaygroundSetup): ProviderModel | null {
  return setup.models.find((model) => model.systemName === setup.modelName) ?? null;
}
