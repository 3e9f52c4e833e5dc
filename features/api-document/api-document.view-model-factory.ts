import { ApiDocumentGateway } from "../../core/api-document/api-document-gateway.port.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { Config } from "../../core/config/config.entity.ts";
import { apiBaseUrl } from "../../core/gateway/api-base-url.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { deriveUserRole, UserRole } from "../../core/session/user-role.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { ApiDocumentViewModel } from "./api-document.view-model.ts";

/**
 * The API documentation's view model, as the page, the core acceptance world and its tests make it. The page's
 * host chooses where the examples send their calls (a demo host talks to the demo origin).
 */
export function createApiDocumentViewModel(
  { container }: ScreenServices,
  pageHost: string,
): ApiDocumentViewModel {
  return tracked(
    new ApiDocumentViewModel({
      document: container.get(ApiDocumentGateway),
      apiKeys: container.get(ApiKeysGateway),
      signedIn: deriveUserRole(container.get(SessionStore).current()) === UserRole.REGISTERED_USER,
      apiBaseUrl: apiBaseUrl(container.get(Config), pageHost),
    }),
  );
}
