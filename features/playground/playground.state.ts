import type { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import type { PlaygroundTurn } from "../../core/chat-completions/playground-conversation.ts";
import {
  PLAYGROUND_DEFAULTS,
  type PlaygroundSettings,
} from "../../core/chat-completions/playground-settings.ts";
import { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import type { StoredPlayground } from "../../core/chat-completions/stored-playground.ts";
import { SystemPromptId } from "../../core/chat-completions/system-prompts.ts";

/** The toasts and fallbacks the playground raises; each is a key of the "playground.notices" translations. */
export enum PlaygroundNotice {
  MODEL_NOT_SET = "modelNotSet",
  MODEL_NOT_DEFINED = "modelNotDefined",
  REQUEST_FAILED = "requestFailed",
  CONNECTION_LOST = "connectionLost",
  MODELS_FAILED = "modelsFailed",
  API_KEYS_FAILED = "apiKeysFailed",
}

export type CatalogueStatus = "loading" | "ready" | "failed";

/** One of the person's API keys as the picker shows it; its value stays inside the view model. */
export interface ApiKeyChoice {
  readonly id: string;
  /** First and last five characters. */
  readonly masked: string;
  /** YYYY-MM-DD */
  readonly date: string;
}

/** One of the person's departments, which they may ask as. */
export interface DepartmentChoice {
  readonly id: string;
  readonly name: string;
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

export function initialPlaygroundState(stored: StoredPlayground | null): PlaygroundState {
  return {
    setup: {
      catalogue: "loading",
      models: [],
      apiKeys: [],
      modelName: stored?.modelName ?? null,
      settings: stored?.settings ?? PLAYGROUND_DEFAULTS,
      systemPrompt: stored?.systemPrompt ?? SystemPromptId.NONE,
      routingStrategy: stored?.routingStrategy ?? RoutingStrategy.NONE,
      apiKeyId: stored?.apiKeyId ?? null,
      departments: [],
      departmentId: stored?.departmentId ?? null,
    },
    chat: { turns: stored?.turns ?? [], streaming: false },
  };
}

/** The chosen model when it is among those offered. */
export function chosenModel(setup: PlaygroundSetup): ProviderModel | null {
  return setup.models.find((model) => model.systemName === setup.modelName) ?? null;
}
