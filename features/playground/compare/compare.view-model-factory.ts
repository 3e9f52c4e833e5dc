import { ChatCompletionsGateway } from "../../../core/chat-completions/chat-completions-gateway.port.ts";
import { Clock } from "../../../core/clock/clock.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { type CompareSetup, CompareViewModel } from "./compare.view-model.ts";

/**
 * The comparison's view model, as the playground's compare panel, the core acceptance world and its tests make it,
 * with the models and the playground's setup the page hands over.
 */
export function createCompareViewModel({ container }: ScreenServices, setup: CompareSetup): CompareViewModel {
  return tracked(
    new CompareViewModel(
      { gateway: container.get(ChatCompletionsGateway), clock: container.get(Clock) },
      setup,
    ),
  );
}
