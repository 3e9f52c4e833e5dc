import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { FAILURE_MESSAGE_KEYS, UsageLogsViewModel } from "./usage-logs.view-model.ts";

/**
 * The usage logs' view model, as the page, the core acceptance world and its tests make it: the filters are the
 * address's `search`, and `showSearch` moves the address when the person changes them.
 */
export function createUsageLogsViewModel(
  { container, translate }: ScreenServices,
  search: string,
  showSearch: (search: string) => void,
): UsageLogsViewModel {
  const clock = container.get(Clock);
  return tracked(
    new UsageLogsViewModel(
      {
        logs: container.get(UsageLogsGateway),
        apiKeys: container.get(ApiKeysGateway),
        models: container.get(AvailableModelsGateway),
        notifier: container.get(Notifier),
        showSearch,
        fallbackMessage: (failure) => translate(FAILURE_MESSAGE_KEYS[failure]),
        now: () => new Date(clock.now()),
      },
      search,
    ),
  );
}
