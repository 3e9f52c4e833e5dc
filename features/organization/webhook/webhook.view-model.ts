import { BehaviorSubject, type Observable } from "rxjs";
import type {
  OrganizationWebhookJson,
  WebhookDeliveryJson,
} from "../../../core/budget-alerts/budget-alert-settings-json.ts";
import type { OrganizationWebhookGateway } from "../../../core/budget-alerts/organization-webhook-gateway.port.ts";
import { webhookUrlProblem } from "../../../core/budget-alerts/webhook-url-rule.ts";
import { messagesToReport } from "../../../core/errors/reportable-failure.ts";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import {
  INITIAL_WEBHOOK_STATE,
  type ListedDelivery,
  type ShownWebhook,
  type WebhookCall,
  type WebhookState,
} from "./webhook.state.ts";

/** The card's own words, read when needed (the language may change). */
export interface WebhookTexts {
  saved(): string;
  removed(): string;
  testSent(): string;
  /** For failures the server did not explain. */
  saveFailed(): string;
  removeFailed(): string;
  testFailed(): string;
}

export interface WebhookDependencies {
  readonly gateway: OrganizationWebhookGateway;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: WebhookTexts;
  readonly organizationId: string;
}

/**
 * The organization's webhook for its owner and super admins: the address budget alerts are sent to, signed with a
 * secret shown once when the address is set; a test delivery; removal after a confirmation; and the delivery log.
 */
export class WebhookViewModel {
  private readonly state = new BehaviorSubject<WebhookState>(INITIAL_WEBHOOK_STATE);
  private disposed = false;
  readonly state$: Observable<WebhookState> = this.state.asObservable();

  constructor(private readonly deps: WebhookDependencies) {
    void this.load();
  }

  current(): WebhookState {
    return this.state.value;
  }

  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  typeUrl(url: string): void {
    this.patch({ urlDraft: url, urlProblem: null });
  }

  /** Sets the typed address (a new secret comes with it, shown once) if core's rule accepts it. */
  async save(): Promise<void> {
    const { urlDraft, call } = this.state.value;
    if (call) return;
    const problem = webhookUrlProblem(urlDraft);
    if (problem) {
      this.patch({ urlProblem: problem });
      return;
    }
    await this.run("saving", this.deps.texts.saveFailed, async () => {
      const saved = await this.deps.gateway.save(this.deps.organizationId, urlDraft.trim());
      this.patch({ webhook: shown(saved), revealedSecret: saved.secret ?? null, urlDraft: "" });
      this.deps.notifier.notify({ message: this.deps.texts.saved(), intent: "positive" });
    });
  }

  /** Hides the secret for good. */
  dismissSecret(): void {
    this.patch({ revealedSecret: null });
  }

  askToRemove(): void {
    if (this.state.value.webhook && !this.state.value.call) this.patch({ confirmingRemoval: true });
  }

  cancelRemoval(): void {
    if (this.state.value.call !== "removing") this.patch({ confirmingRemoval: false });
  }

  async confirmRemoval(): Promise<void> {
    if (!this.state.value.confirmingRemoval || this.state.value.call) return;
    await this.run("removing", this.deps.texts.removeFailed, async () => {
      await this.deps.gateway.remove(this.deps.organizationId);
      this.patch({ webhook: null, revealedSecret: null });
      this.deps.notifier.notify({ message: this.deps.texts.removed(), intent: "positive" });
    });
    this.patch({ confirmingRemoval: false });
  }

  /** Sends a test delivery, then reads the log where it shows. */
  async sendTest(): Promise<void> {
    if (!this.state.value.webhook || this.state.value.call) return;
    await this.run("testing", this.deps.texts.testFailed, async () => {
      await this.deps.gateway.sendTest(this.deps.organizationId);
      this.deps.notifier.notify({ message: this.deps.texts.testSent(), intent: "positive" });
    });
    await this.refreshDeliveries();
  }

  /** Reads the delivery log again (retries move on in the background). */
  async refreshDeliveries(): Promise<void> {
    this.patch({ deliveriesStatus: "loading" });
    try {
      const deliveries = await this.deps.gateway.deliveries(this.deps.organizationId);
      this.patch({ deliveries: deliveries.map(listed), deliveriesStatus: "ready" });
    } catch {
      this.patch({ deliveriesStatus: "failed" });
    }
  }

  dispose(): void {
    this.disposed = true;
    // The last state may hold the secret: nothing keeps it once the card is gone.
    this.state.next(INITIAL_WEBHOOK_STATE);
    this.state.complete();
  }

  private async load(): Promise<void> {
    this.patch({ status: "loading", failure: [] });
    try {
      const webhook = await this.deps.gateway.webhook(this.deps.organizationId);
      this.patch({ status: "ready", webhook: webhook ? shown(webhook) : null });
    } catch (error) {
      this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
      return;
    }
    await this.refreshDeliveries();
  }

  private async run(call: WebhookCall, fallback: () => string, work: () => Promise<void>): Promise<void> {
    this.patch({ call });
    try {
      await work();
    } catch (error) {
      reportFailure(this.deps.notifier, error, fallback());
    } finally {
      this.patch({ call: null });
    }
  }

  private patch(change: Partial<WebhookState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

function shown(webhook: OrganizationWebhookJson): ShownWebhook {
  return { url: webhook.url, secretHint: webhook.secretHint, createdAt: new Date(webhook.createdAt) };
}

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

function listed(delivery: WebhookDeliveryJson): ListedDelivery {
  return {
    ...delivery,
    lastAttemptAt: dateOrNull(delivery.lastAttemptAt),
    nextAttemptAt: dateOrNull(delivery.nextAttemptAt),
  };
}
