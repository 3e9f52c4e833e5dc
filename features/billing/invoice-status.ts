import type { Intent } from "@blueprintjs/core";
import type { TFunction } from "i18next";

/** The payment provider's invoice statuses. */
type InvoiceStatus = "draft" | "open" | "paid" | "uncollectible" | "void";

/** How each status's tag reads at a glance. */
const STATUS_INTENTS: Readonly<Record<InvoiceStatus, Intent>> = {
  draft: "none",
  open: "warning",
  paid: "success",
  uncollectible: "danger",
  void: "none",
};

/** A status the dashboard has words for; another one is shown as the gateway sent it. */
function isKnown(status: string): status is InvoiceStatus {
  return Object.hasOwn(STATUS_INTENTS, status);
}

export function invoiceStatusText(t: TFunction, status: string): string {
  return isKnown(status) ? t(`billing.invoices.statuses.${status}`) : status;
}

export function invoiceStatusIntent(status: string): Intent {
  return isKnown(status) ? STATUS_INTENTS[status] : "none";
}
