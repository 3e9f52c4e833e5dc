import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { cardBrandName } from "../../ui/components/card-brand-name.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { BillingAccountViewModel } from "./billing-account.view-model.ts";

/** The billing page's account figures and cards, as the page, the core acceptance world and its tests make them. */
export function createBillingAccountViewModel({
  container,
  translate,
}: ScreenServices): BillingAccountViewModel {
  const clock = container.get(Clock);
  return tracked(
    new BillingAccountViewModel({
      gateway: container.get(BillingGateway),
      notifier: container.get(Notifier),
      cardSaved: (card) =>
        translate("billing.methods.added", {
          brand: cardBrandName(translate, card.brand),
          last4: card.last4,
        }),
      now: () => clock.now(),
    }),
  );
}
