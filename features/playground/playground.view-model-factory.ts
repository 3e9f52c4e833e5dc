import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { OrganizationStore } from "../../core/organization/organization-store.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { playgroundTextKey } from "./playground.state.ts";
import { PlaygroundViewModel } from "./playground.view-model.ts";

/** The playground's view model, as the page, the core acceptance world and its tests make it. */
export function createPlaygroundViewModel({ container, translate }: ScreenServices): PlaygroundViewModel {
  const clock = container.get(Clock);
  return tracked(
    new PlaygroundViewModel({
      chat: container.get(ChatCompletionsGateway),
      catalogue: container.get(AvailableModelsGateway),
      apiKeys: container.get(ApiKeysGateway),
      store: container.get(KeyValueStore),
      notifier: container.get(Notifier),
      sessions: container.get(SessionStore),
      organization: container.get(OrganizationStore),
      text: (text, values) => translate(playgroundTextKey(text) as never, { ...values }),
      now: () => clock.now(),
    }),
  );
}
