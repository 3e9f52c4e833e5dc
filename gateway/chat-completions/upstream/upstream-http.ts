import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { finished } from "node:stream";
import { type CheckedUrl, checkOutboundUrl, pinnedLookup } from "../../outbound/outbound-address-policy.ts";
import type { OutboundPolicy } from "../../outbound/outbound-policy.ts";
import { UpstreamFailure } from "../completion-provider.ts";
import type { UpstreamConfig } from "../upstream-config.ts";
import { serverSentEventData } from "./server-sent-event-data.ts";

/** Kept-alive connections: a new TCP (and TLS) handshake per request would cost more than the gateway itself. */
const AGENTS = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 512 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 512 }),
};
/**
 * For calls held to the outbound policy: not kept alive, so every connection is made to an address checked for
 * that request (a pooled one might have been made to another address the name resolved to before).
 */
const PINNED_AGENTS = {
  "http:": new http.Agent({ keepAlive: false }),
  "https:": new https.Agent({ keepAlive: false }),
};

const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** How long what follows an upstream's [DONE] may take to arrive before its connection is given up on. */
const DRAIN_LIMIT_MS = 5_000;

export interface RequestOptions {
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
  readonly upstream: string;
  /**
   * Set for a URL the gateway calls on someone's word (a custom model's): the URL and every redirect are held to
   * the outbound-address policy, and each connection goes to the address that was checked.
   */
  readonly outbound?: OutboundPolicy;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/** How a call to this upstream is made: its timeout (60 s unless it says), its name, its outbound policy. */
export function requestOptionsFor(upstream: UpstreamConfig, signal: AbortSignal): RequestOptions {
  return {
    signal,
    timeoutMs: upstream.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    upstream: upstream.name,
    ...(upstream.outbound ? { outbound: upstream.outbound } : {}),
  };
}

/** POSTs JSON and resolves with the response as soon as its headers arrive (the body is the caller's to read). */
export function postJson(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: RequestOptions,
): Promise<IncomingMessage> {
  return send(
    url,
    { method: "POST", headers: { ...headers, "content-type": "application/json" }, body },
    options,
  );
}

interface Sent {
  readonly method: "GET" | "POST";
  readonly headers: Record<string, string>;
  readonly body: string | null;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/** Sends a request; one held to the outbound policy follows redirects, each checked as the first URL was. */
export async function send(url: URL, sent: Sent, options: RequestOptions): Promise<IncomingMessage> {
  const policy = options.outbound;
  if (!policy) return sendOnce(url, sent, options, null);
  let target = url;
  let request = sent;
  for (let hop = 0; ; hop++) {
    const checked = await checkOutboundUrl(target, policy.allowlist, policy.resolve);
    if (!checked.ok) throw new UpstreamFailure(`${options.upstream} was not called: ${checked.reason}`);
    const response = await sendOnce(target, request, options, checked);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || !location) return response;
    response.resume();
    if (hop === MAX_REDIRECTS)
      throw new UpstreamFailure(`${options.upstream} redirected more than ${MAX_REDIRECTS} times`);
    const next = new URL(location, target);
    // As fetch does: 303, and 301 or 302 after a POST, continue as a GET without the body.
    const asGet =
      response.statusCode === 303 ||
      (request.method === "POST" && response.statusCode !== 307 && response.statusCode !== 308);
    // A key is sent on only to where it was given for.
    const headers = next.origin === url.origin ? request.headers : withoutCredentials(request.headers);
    request = asGet
      ? { method: "GET", headers: withoutBodyHeaders(headers), body: null }
      : { ...request, headers };
    target = next;
  }
}

function sendOnce(
  url: URL,
  { method, headers, body }: Sent,
  options: RequestOptions,
  checked: CheckedUrl | null,
): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method,
      agent: (checked ? PINNED_AGENTS : AGENTS)[url.protocol as keyof typeof AGENTS],
      headers: body === null ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
      signal: options.signal,
      ...(checked ? { lookup: pinnedLookup(checked) } : {}),
    });
    const timer = setTimeout(
      () =>
        request.destroy(
          new UpstreamFailure(`${options.upstream} did not answer within ${options.timeoutMs} ms`),
        ),
      options.timeoutMs,
    );
    request.on("response", (response) => {
      clearTimeout(timer);
      resolve(response);
    });
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(
        error instanceof UpstreamFailure || options.signal.aborted
          ? error
          : new UpstreamFailure(`${options.upstream} could not be reached: ${error.message}`),
      );
    });
    request.end(body ?? undefined);
  });
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !["authorization", "x-api-key"].includes(name.toLowerCase())),
  );
}

function withoutBodyHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.toLowerCase().startsWith("content-")),
  );
}

/** The whole body of a response as text (refusing one larger than 20 MB). */
export async function readText(response: IncomingMessage, upstream: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      response.destroy();
      throw new UpstreamFailure(`${upstream} answered with more than ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The refusal of an upstream that answered with an error status, in its own words when it gave any. */
export async function failureOf(response: IncomingMessage, upstream: string): Promise<UpstreamFailure> {
  const text = await readText(response, upstream).catch(() => "");
  let message = text.trim().slice(0, 300);
  try {
    const json = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const given = typeof json.error === "string" ? json.error : (json.error?.message ?? json.message);
    if (typeof given === "string" && given.trim() !== "") message = given.trim();
  } catch {
    // Not JSON: the text itself, shortened, says what went wrong.
  }
  return new UpstreamFailure(
    `${upstream} answered ${response.statusCode}${message ? `: ${message}` : ""}`,
    response.statusCode ?? null,
  );
}

/**
 * The data of each server-sent event of a streamed response, up to [DONE]. What follows [DONE] (normally just the
 * end of the chunked body) is read in the background rather than cut off: a response closed before its end
 * closes its kept-alive connection, and the next request would pay for a new one. A consumer that stops early
 * (the client hung up) closes the response and with it the upstream's work.
 */
export async function* eventDataOf(response: IncomingMessage): AsyncGenerator<string> {
  let complete = false;
  try {
    yield* serverSentEventData(response.iterator({ destroyOnReturn: false }));
    complete = true;
  } finally {
    if (complete) drainInBackground(response);
    else response.destroy();
  }
}

function drainInBackground(response: IncomingMessage): void {
  if (response.readableEnded) return;
  const giveUp = setTimeout(() => response.destroy(), DRAIN_LIMIT_MS).unref();
  finished(response, () => clearTimeout(giveUp));
  response.resume();
}
