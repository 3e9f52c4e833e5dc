import type { ComparisonMetric } from "../../../core/chat-completions/model-comparison.ts";
import type { CodeSnippets } from "../../../core/code-snippets/code-snippets.ts";

/** One compared model's column, as a person reads it (en-US). */
export interface ComparedColumn {
  /** The model asked for, e.g. "Best Available". */
  readonly model: string;
  /** Its status tag: "Done", "Failed", "Stopped"… */
  readonly status: string;
  readonly answer: string;
  /** "Served by gpt-4o-mini (OpenAI)" when the column says which model served it. */
  readonly servedBy: string | null;
  /** "Why: …" when the gateway gave its reason. */
  readonly reason: string | null;
  readonly failure: string | null;
}

/** One row of the results table: each figure's text, and which of them are highlighted as the best. */
export interface ComparisonRow {
  readonly model: string;
  readonly figures: Readonly<Record<ComparisonMetric, string>>;
  readonly best: readonly ComparisonMetric[];
}

/**
 * The playground's comparison of models and its view-code drawer, in words of the product; both worlds implement
 * it (the core world through the view model and core's rules, the browser world through the screen).
 */
export interface PlaygroundCompareDriver {
  /** Opens the playground, chooses these models (one per slot), types the prompt, compares and waits for the end. */
  compare(models: readonly string[], prompt: string): Promise<void>;
  columns(): Promise<readonly ComparedColumn[]>;
  results(): Promise<readonly ComparisonRow[]>;
  /** The message shown when the comparison could not start, or null. */
  problem(): Promise<string | null>;
  /** Opens the playground with this model and prompt, then its code view: the three snippets as shown. */
  viewCode(model: string, prompt: string): Promise<CodeSnippets>;
}
