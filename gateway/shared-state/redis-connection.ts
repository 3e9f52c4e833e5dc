import { Redis } from "ioredis";

/** How long a Redis command may take before the state it serves is treated as unavailable. */
const COMMAND_TIMEOUT_MS = 500;
/** Reconnection is retried for ever, at most this far apart, so the gateway recovers without a restart. */
const MAX_RECONNECT_DELAY_MS = 1000;

/** Just enough of a logger: the gateway's pino logger, or a test's. */
export interface ConnectionLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** A ConnectionLog on the console, for the start before the server's own logger exists. */
export const consoleConnectionLog: ConnectionLog = {
  warn: (details, message) => console.warn(message, describe(details)),
  info: (details, message) => console.info(message, describe(details)),
};

function describe(details: object): string {
  return JSON.stringify(details, (_key, value) => (value instanceof Error ? value.message : value));
}

/**
 * The gateway's connection to Redis. Commands fail at once while it is down (no offline queue, no retries of a
 * command), so a request never waits on a dead Redis; the connection itself keeps retrying in the background.
 */
export class SharedRedis {
  readonly client: Redis;
  private subscriberClient: Redis | null = null;
  private closing = false;

  constructor(
    readonly url: string,
    log: ConnectionLog,
  ) {
    this.client = connect(url);
    this.client.on("error", () => {});
    this.client.on("end", () => {});
    let wasReady = false;
    let down = false;
    this.client.on("ready", () => {
      if (down) log.info({ redis: redactedUrl(url) }, "Redis is back: shared state is shared again");
      wasReady = true;
      down = false;
    });
    this.client.on("close", () => {
      if (!wasReady || down || this.closing) return;
      down = true;
      log.warn({ redis: redactedUrl(url) }, "Redis connection lost: retrying");
    });
  }

  /** Whether commands can be sent now. */
  get isUp(): boolean {
    return this.client.status === "ready";
  }

  /** A second connection for SUBSCRIBE (a subscribed connection takes no other commands); made once. */
  subscriber(): Redis {
    if (!this.subscriberClient) {
      this.subscriberClient = connect(this.url);
      this.subscriberClient.on("error", () => {});
    }
    return this.subscriberClient;
  }

  /** Resolves once connected, or rejects after `timeoutMs` (a start that cannot reach Redis says so). */
  async ready(timeoutMs: number): Promise<void> {
    if (this.isUp) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.client.off("ready", onReady);
        reject(new Error(`Redis at ${redactedUrl(this.url)} did not answer within ${timeoutMs} ms.`));
      }, timeoutMs);
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      this.client.once("ready", onReady);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    this.subscriberClient?.disconnect();
    this.client.disconnect();
  }
}

function connect(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(50 * attempt, MAX_RECONNECT_DELAY_MS),
    // A subscriber re-subscribes by itself after a reconnection.
    autoResubscribe: true,
  });
}

/** The URL without its password, for logs and messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unreadable REDIS_URL)";
  }
}
