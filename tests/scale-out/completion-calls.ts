import { randomUUID } from "node:crypto";

/** One completion request as the client saw it. */
export interface Answered {
  /** Unique in the run; the prompt carries it, so the request's log row can be found. */
  readonly marker: string;
  /** HTTP status; 0 when no answer came (connection refused or cut). */
  readonly status: number;
  /** A whole answer with choices (a 2xx whose body is complete). */
  readonly complete: boolean;
  /** The instance that answered (haproxy's x-served-by), or the one asked directly. */
  readonly servedBy: string;
  readonly retryAfter: string | null;
  /** The error message when refused. */
  readonly message: string;
  readonly sentAt: number;
  readonly answeredAt: number;
}

export interface CompletionRequest {
  readonly model?: string;
  readonly maxTokens?: number;
  /** Added to the prompt (to make its input large, say). */
  readonly padding?: string;
}

export const FAST_MODEL = "simulated-fast";

export function promptOf(marker: string, padding = ""): string {
  return `Scale-out request ${marker}: what is a watt?${padding}`;
}

/** Sends one chat completion with this key to an API URL (an instance's or haproxy's). */
export async function sendCompletion(
  apiUrl: string,
  secret: string,
  request: CompletionRequest = {},
  askedInstance = "",
): Promise<Answered> {
  const marker = randomUUID();
  const sentAt = performance.now();
  try {
    const response = await fetch(`${apiUrl}/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        model: request.model ?? FAST_MODEL,
        messages: [{ role: "user", content: promptOf(marker, request.padding) }],
        max_tokens: request.maxTokens ?? 16,
      }),
    });
    const body = await response.text();
    return {
      marker,
      status: response.status,
      complete: response.ok && body.includes('"choices"'),
      servedBy: response.headers.get("x-served-by") ?? askedInstance,
      retryAfter: response.headers.get("retry-after"),
      message: response.ok ? "" : messageOf(body),
      sentAt,
      answeredAt: performance.now(),
    };
  } catch (error) {
    return {
      marker,
      status: 0,
      complete: false,
      servedBy: askedInstance,
      retryAfter: null,
      message: error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error),
      sentAt,
      answeredAt: performance.now(),
    };
  }
}

function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string }; errMsgs?: unknown; message?: string };
    return parsed.error?.message ?? parsed.message ?? JSON.stringify(parsed.errMsgs ?? parsed);
  } catch {
    return body.slice(0, 200);
  }
}

/** How many answers have each status, e.g. { 200: 97, 429: 203 }. */
export function statusCounts(answers: readonly Answered[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

/**
 * Sends `perSecond` requests a second for `seconds`, evenly spaced, each to the next of `targets` in turn (or
 * through one balancer); resolves with every answer once the last has come.
 */
export async function pacedCompletions(
  targets: readonly { apiUrl: string; name: string }[],
  secret: string,
  perSecond: number,
  seconds: number,
  request: CompletionRequest = {},
  onSent?: (index: number) => void,
): Promise<Answered[]> {
  const total = Math.round(perSecond * seconds);
  const started = performance.now();
  const pending: Promise<Answered>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const target = targets[index % targets.length];
    if (!target) throw new Error("no target to send to");
    pending.push(sendCompletion(target.apiUrl, secret, request, target.name));
    onSent?.(index);
  }
  return Promise.all(pending);
}
