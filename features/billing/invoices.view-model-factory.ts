import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { InvoicesViewModel } from "./invoices.view-model.ts";

/**
 * The billing page's invoices, as the page, the core acceptance world and its tests make them: the page shown is
 * the address's `search`, and `showSearch` moves the address (replacing it or not) when the person pages.
 */
export function createInvoicesViewModel(
  { container }: ScreenServices,
  search: string,
  showSearch: (search: string, replace: boolean) => void,
): InvoicesViewModel {
  return tracked(new InvoicesViewModel({ gateway: container.get(BillingGateway), showSearch }, search));
}
