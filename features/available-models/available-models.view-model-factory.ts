import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import type { CatalogueQuery } from "../../core/available-models/model-catalogue-query.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { AvailableModelsViewModel } from "./available-models.view-model.ts";

/**
 * The model catalogue's view model, as the page, the core acceptance world and its tests make it, showing the view
 * the address's query asks for.
 */
export function createAvailableModelsViewModel(
  { container }: ScreenServices,
  query: CatalogueQuery,
): AvailableModelsViewModel {
  return tracked(new AvailableModelsViewModel({ gateway: container.get(AvailableModelsGateway) }, query));
}
