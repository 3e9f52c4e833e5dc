import { OrganizationWebhookGateway } from "../../../core/budget-alerts/organization-webhook-gateway.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { WebhookViewModel } from "./webhook.view-model.ts";

const KEYS = "organization.webhook";

/** The organization's webhook card's view model, as the card, the core acceptance world and its tests make it. */
export function createWebhookViewModel(
  { container, translate }: ScreenServices,
  organizationId: string,
): WebhookViewModel {
  return tracked(
    new WebhookViewModel({
      gateway: container.get(OrganizationWebhookGateway),
      notifier: container.get(Notifier),
      organizationId,
      texts: {
        saved: () => translate(`${KEYS}.saved`),
        removed: () => translate(`${KEYS}.removed`),
        testSent: () => translate(`${KEYS}.testSent`),
        saveFailed: () => translate(`${KEYS}.saveFailed`),
        removeFailed: () => translate(`${KEYS}.removeFailed`),
        testFailed: () => translate(`${KEYS}.testFailed`),
      },
    }),
  );
}
