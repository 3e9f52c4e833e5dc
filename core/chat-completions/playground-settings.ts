export enum ReasoningEffort {
  LOW = "low",
  MEDIUM = "medium",
  HIGH = "high",
}

/** The playground's generation settings (SPEC §5, §9). */
export interface PlaygroundSettings {
  readonly temperature: number;
  readonly topP: number;
  readonly maxTokens: number;
  /** Reasoning models only. */
  readonly maxCompletionTokens: number;
  /** Sent as frequency_penalty. */
  readonly repetitionPenalty: number;
  /** Reasoning models only. */
  readonly reasoningEffort: ReasoningEffort;
  /** Reasoning models only: whether the provider keeps the completion. */
  readonly store: boolean;
}

/** What "reset to defaults" restores (SPEC §9). */
export const PLAYGROUND_DEFAULTS: PlaygroundSettings = {
  temperature: 0.7,
  topP: 0.9,
  maxTokens: 1024,
  maxCompletionTokens: 1000,
  repetitionPenalty: 1.1,
  reasoningEffort: ReasoningEffort.MEDIUM,
  store: false,
};

interface Bound {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** The playground's sliders and fields (SPEC §5); max tokens has no upper bound of its own. */
export const PLAYGROUND_BOUNDS = {
  temperature: { min: 0, max: 2, step: 0.1 },
  topP: { min: 0, max: 1, step: 0.01 },
  maxTokens: { min: 1, max: Number.POSITIVE_INFINITY, step: 1 },
  maxCompletionTokens: { min: 10, max: 8062, step: 1 },
  repetitionPenalty: { min: 1, max: 2, step: 0.1 },
} as const satisfies Record<string, Bound>;

/** The settings brought inside their bounds, so a hand-typed value never reaches the gateway out of range. */
export function withinBounds(settings: PlaygroundSettings): PlaygroundSettings {
  /** A value that is no finite number (NaN, ±Infinity) would reach the gateway as null: the default replaces it. */
  const clamp = (field: keyof typeof PLAYGROUND_BOUNDS) => {
    const value = settings[field];
    if (!Number.isFinite(value)) return PLAYGROUND_DEFAULTS[field];
    const { min, max }: Bound = PLAYGROUND_BOUNDS[field];
    return Math.min(max, Math.max(min, value));
  };
  return {
    ...settings,
    temperature: clamp("temperature"),
    topP: clamp("topP"),
    maxTokens: Math.round(clamp("maxTokens")),
    maxCompletionTokens: Math.round(clamp("maxCompletionTokens")),
    repetitionPenalty: clamp("repetitionPenalty"),
  };
}
