import type { WebhookDeliveryStatus } from "../../../core/budget-alerts/budget-alert-settings-json.ts";

/** The webhook as the card shows it: never its secret, which only `revealedSecret` holds, once. */
export interface ShownWebhook {
  readonly url: string;
  readonly secretHint: string;
  readonly createdAt: Date;
}

/** One delivery as the log lists it; the receiver's error is its own text, shown as text. */
export interface ListedDelivery {
  readonly id: string;
  readonly event: string;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number;
  readonly lastAttemptAt: Date | null;
  readonly nextAttemptAt: Date | null;
  readonly responseStatus: number | null;
  readonly error: string | null;
}

export type WebhookCall = "saving" | "removing" | "testing" | null;

export interface WebhookState {
  readonly status: "loading" | "ready" | "failed";
  /** Why the webhook could not be read, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
  /** null: the organization has none. */
  readonly webhook: ShownWebhook | null;
  /** The address being typed. */
  readonly urlDraft: string;
  /** The rule the address breaks (core's words), or null; shown once the person tried to save. */
  readonly urlProblem: string | null;
  /** The secret of the webhook just set, shown this once. */
  readonly revealedSecret: string | null;
  readonly deliveries: readonly ListedDelivery[];
  readonly deliveriesStatus: "loading" | "ready" | "failed";
  readonly call: WebhookCall;
  /** The person asked to remove the webhook and is being asked to confirm. */
  readonly confirmingRemoval: boolean;
}

export const INITIAL_WEBHOOK_STATE: WebhookState = {
  status: "loading",
  failure: [],
  webhook: null,
  urlDraft: "",
  urlProblem: null,
  revealedSecret: null,
  deliveries: [],
  deliveriesStatus: "loading",
  call: null,
  confirmingRemoval: false,
};
