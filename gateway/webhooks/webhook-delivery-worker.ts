import type { Server } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { webhookSignature } from "../../core/budget-alerts/webhook-signature.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { Database } from "../database/database.ts";
import type { OutboundPolicy } from "../outbound/outbound-policy.ts";
import type { SecretCipher } from "../secrets/secret-cipher.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { hmacSha256 } from "./hmac-sha256.ts";
import { webhookRowOf } from "./organization-webhook.repository.ts";
import { postWebhook } from "./post-webhook.ts";
import {
  type AttemptOutcome,
  claimDelivery,
  claimDueDeliveries,
  recordAttempt,
  type WebhookDeliveryRow,
} from "./webhook-deliveries.repository.ts";
import { TEST_EVENT } from "./webhook-event.ts";

export interface WebhookWorkerTiming {
  /** How often due deliveries are looked for. */
  readonly intervalMs: number;
  /** How long a receiver has to answer. */
  readonly timeoutMs: number;
  /** Deliveries claimed at once. */
  readonly batch: number;
}

const TIMING: WebhookWorkerTiming = { intervalMs: 5_000, timeoutMs: 10_000, batch: 10 };
/** A claim outlives the longest attempt, so no other instance sends a delivery this one is still sending. */
const LEASE_MARGIN_MS = 50_000;

export const WEBHOOK_REMOVED = "The organization's webhook was removed";

/**
 * Sends the queued webhook deliveries that are due, signed with the organization's secret at the moment of each
 * attempt, and records how each went (retried on the core's backoff, failed after the last; a test event is tried
 * once). Ticks run one after another, whoever asks (the interval, a nudge, a test), so a test's tick sees the
 * previous one finished; a claim on each delivery keeps two instances from sending it twice.
 */
export class WebhookDeliveryWorker {
  private running: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly cipher: SecretCipher,
    private readonly outbound: OutboundPolicy,
    private readonly log: Pick<FastifyBaseLogger, "error">,
    private readonly timing: WebhookWorkerTiming = TIMING,
  ) {}

  /** Sends everything due now; resolves with how many attempts were made. */
  tick(): Promise<number> {
    const next = this.running.then(() => this.deliverDue());
    this.running = next.catch((error: unknown) =>
      this.log.error({ err: error }, "webhook deliveries failed"),
    );
    return next;
  }

  /** Looks for due deliveries at once rather than at the next interval (a delivery was just queued). */
  nudge(): void {
    void this.tick().catch(() => undefined);
  }

  start(): void {
    this.timer ??= setInterval(() => this.nudge(), this.timing.intervalMs).unref();
  }

  /** Stops looking, and waits for the attempts under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends one delivery now, outside the ticks (a test the person is waiting for); nothing if another took it. */
  async sendNow(id: string): Promise<void> {
    const { now, lease } = this.claimTimes();
    const claimed = await claimDelivery(this.db, id, now, lease);
    if (claimed) await this.attempt(claimed);
  }

  private async deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const { now, lease } = this.claimTimes();
      const claimed = await claimDueDeliveries(this.db, now, lease, this.timing.batch);
      await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
      attempted += claimed.length;
      if (claimed.length < this.timing.batch) return attempted;
    }
  }

  private claimTimes(): { now: string; lease: string } {
    const now = this.clock.now();
    const lease = now + this.timing.timeoutMs + LEASE_MARGIN_MS;
    return { now: new Date(now).toISOString(), lease: new Date(lease).toISOString() };
  }

  private async attempt(delivery: WebhookDeliveryRow): Promise<void> {
    const outcome = await this.send(delivery);
    const final = outcome.final || delivery.event === TEST_EVENT;
    await recordAttempt(this.db, delivery, { ...outcome, final }, this.clock.now());
  }

  private async send(delivery: WebhookDeliveryRow): Promise<AttemptOutcome> {
    const webhook = await webhookRowOf(this.db, delivery.organizationId);
    if (!webhook) return { delivered: false, responseStatus: null, error: WEBHOOK_REMOVED, final: true };
    let secret: string;
    try {
      secret = this.cipher.open(webhook.secret);
    } catch (error) {
      const reason = (error as Error).message;
      return {
        delivered: false,
        responseStatus: null,
        error: `The webhook's secret cannot be opened: ${reason}`,
      };
    }
    const signature = webhookSignature(delivery.payload, secret, this.clock.now() / 1000, hmacSha256);
    return postWebhook(
      { url: webhook.url, id: delivery.id, body: delivery.payload, signature },
      this.outbound,
      this.timing.timeoutMs,
    );
  }
}

const WORKERS = new WeakMap<Server, WebhookDeliveryWorker>();

/** The one delivery worker of a server, shared by the routes that queue deliveries and the server's lifecycle. */
export function serverWebhookWorker(app: FastifyInstance, deps: GatewayDeps): WebhookDeliveryWorker {
  const known = WORKERS.get(app.server);
  if (known) return known;
  const worker = new WebhookDeliveryWorker(deps.db, deps.clock, deps.cipher, deps.outbound, app.log);
  WORKERS.set(app.server, worker);
  return worker;
}

/** Sends webhook deliveries while the server listens: started with it, stopped (attempts finished) when it closes. */
export function deliverWebhooksWhileListening(app: FastifyInstance, deps: GatewayDeps): void {
  const worker = serverWebhookWorker(app, deps);
  app.addHook("onListen", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());
}
