import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { ConnectionLog } from "../shared-state/redis-connection.ts";
import { FailureMode, SharedStateKind } from "../shared-state/shared-state-failure.ts";
import { sharedStateUnavailable } from "../shared-state/shared-state-guard.ts";
import { type ApiKeyChangeListener, type ApiKeyChanges, InProcessApiKeyChanges } from "./api-key-changes.ts";

/** The channel every instance announces key changes on. */
export const API_KEY_CHANGES_CHANNEL = "gateway:api-key-changes";

interface ChangeMessage {
  readonly keyId: string;
  /** The instance that announced it: it told its own listeners already. */
  readonly from: string;
}

/**
 * ApiKeyChanges shared by every instance on one Redis: a change is told to this process's listeners at once, then
 * published; every other instance hears it through its subscription and tells its own.
 *
 * While the subscription is down this instance may miss changes, so it says keys may not be remembered (open) or
 * that keys cannot be used (closed: 503), and tells its listeners to forget every key both when it is lost and
 * once it is back (changes made meanwhile were not heard).
 */
export class RedisApiKeyChanges implements ApiKeyChanges {
  private readonly local = new InProcessApiKeyChanges();
  private readonly instance = randomUUID();
  private hearing = false;
  private publishFailing = false;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly mode: FailureMode,
    private readonly log: ConnectionLog,
  ) {
    subscriber.on("message", (channel: string, text: string) => {
      if (channel === API_KEY_CHANGES_CHANNEL) this.heard(text);
    });
    // "reconnecting" follows a lost connection at once, but not a deliberate close (then "end", said nowhere).
    subscriber.on("reconnecting", () => this.lost());
    subscriber.on("end", () => {
      this.hearing = false;
    });
    subscriber.on("ready", () => void this.subscribe());
  }

  /** Resolves once subscribed, or after `timeoutMs` without (it keeps trying in the background). */
  async listening(timeoutMs: number): Promise<void> {
    if (this.subscriber.status === "ready") await this.subscribe();
    const deadline = performance.now() + timeoutMs;
    while (!this.hearing && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }

  async changed(keyId: string): Promise<void> {
    this.local.tell(keyId);
    const message: ChangeMessage = { keyId, from: this.instance };
    try {
      await this.publisher.publish(API_KEY_CHANGES_CHANNEL, JSON.stringify(message));
      this.publishFailing = false;
    } catch (error) {
      // The change is written already; refusing to say so would not undo it. The other instances then rely on
      // remembering a key 5 s at most (ApiKeyDirectory), and on forgetting every key when their own subscription
      // comes back, should Redis have been down for them too.
      if (!this.publishFailing)
        this.log.warn(
          { kind: SharedStateKind.KEY_CHANGES, err: error, keyId },
          "could not publish an API key change: other instances forget it within 5 s",
        );
      this.publishFailing = true;
    }
  }

  onChange(listener: ApiKeyChangeListener): () => void {
    return this.local.onChange(listener);
  }

  onChangesMissed(listener: () => void): () => void {
    return this.local.onChangesMissed(listener);
  }

  mayRemember(): boolean {
    if (this.hearing) return true;
    if (this.mode === FailureMode.CLOSED) throw sharedStateUnavailable(SharedStateKind.KEY_CHANGES);
    return false;
  }

  private async subscribe(): Promise<void> {
    try {
      // Heard from the subscription's acknowledgement on, not from the connection's readiness.
      await this.subscriber.subscribe(API_KEY_CHANGES_CHANNEL);
    } catch {
      return; // the connection was lost again; its next "ready" tries again
    }
    if (this.hearing) return;
    this.local.tellMissed();
    this.hearing = true;
    this.log.info({ kind: SharedStateKind.KEY_CHANGES }, "hearing API key changes");
  }

  private lost(): void {
    if (!this.hearing) return;
    this.hearing = false;
    this.local.tellMissed();
    this.log.warn(
      { kind: SharedStateKind.KEY_CHANGES, mode: this.mode },
      this.mode === FailureMode.OPEN
        ? "API key changes cannot be heard: every key is read afresh until they can"
        : "API key changes cannot be heard: requests with an API key are refused (503) until they can",
    );
  }

  private heard(text: string): void {
    let message: ChangeMessage;
    try {
      message = JSON.parse(text) as ChangeMessage;
    } catch {
      return;
    }
    if (message.from !== this.instance && typeof message.keyId === "string") this.local.tell(message.keyId);
  }
}
