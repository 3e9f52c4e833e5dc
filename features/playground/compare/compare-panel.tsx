import type { ProviderModel } from "../../../core/available-models/provider-model.entity.ts";
import type { PlaygroundSettings } from "../../../core/chat-completions/playground-settings.ts";
import type { RoutingStrategy } from "../../../core/chat-completions/routing-strategy.ts";

export interface ComparePanelProps {
  /** The models offered, 'Best Available' first. */
  readonly models: readonly ProviderModel[];
  readonly settings: PlaygroundSettings;
  readonly systemPrompt: string | null;
  readonly routingStrategy: RoutingStrategy;
  /** The API key to call with; null calls as the signed-in user. */
  readonly apiKey: string | null;
}

/** Side-by-side comparison of two or three models on one prompt (being built). */
export function ComparePanel(_props: ComparePanelProps) {
  return null;
}
