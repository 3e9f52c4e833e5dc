import { distinctUntilChanged, map } from "rxjs";
import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import { Config } from "../../core/config/config.entity.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { deriveUserRole, UserRole } from "../../core/session/user-role.ts";
import { SubscriptionGateway } from "../../core/subscription/subscription-gateway.port.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { SubscriptionViewModel } from "./subscription.view-model.ts";

/**
 * The subscription page's view model, as the page, the core acceptance world and its tests make it, with the tier
 * the address's `tier` parameter names (null for none).
 */
export function createSubscriptionViewModel(
  { container, translate }: ScreenServices,
  tier: string | null,
): SubscriptionViewModel {
  return tracked(
    new SubscriptionViewModel(
      {
        subscriptions: container.get(SubscriptionGateway),
        billing: container.get(BillingGateway),
        notifier: container.get(Notifier),
        signedIn$: container.get(SessionStore).session$.pipe(
          map((session) => deriveUserRole(session) === UserRole.REGISTERED_USER),
          distinctUntilChanged(),
        ),
        salesEmail: container.get(Config).salesEmail,
        texts: {
          subscribed: (name) => translate("subscription.subscribed", { tier: name }),
          cancelledAtPeriodEnd: (name, date) =>
            translate("subscription.cancelledAtPeriodEnd", { tier: name, date }),
          cancelledNow: (name) => translate("subscription.cancelledNow", { tier: name }),
          cardsFailed: () => translate("subscription.cardsFailed"),
          cancelFailed: () => translate("subscription.cancelFailed"),
        },
      },
      tier,
    ),
  );
}
