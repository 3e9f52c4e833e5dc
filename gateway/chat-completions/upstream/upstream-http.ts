import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { finished } from "node:stream";
import { UpstreamFailure } from "../completion-provider.ts";
import { serverSentEventData } from "./server-sent-event-data.ts";

/** Kept-alive connections: a new TCP (and TLS) handshake per request would cost more than the gateway itself. */
const AGENTS = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 512 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 512 }),
};

const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** How long what follows an upstream's [DONE] may take to arrive before its connection is given up on. */
const DRAIN_LIMIT_MS = 5_000;

/** POSTs JSON and resolves with the response as soon as its headers arrive (the body is the caller's to read). */
export function postJson(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { readonly signal: AbortSignal; readonly timeoutMs: number; readonly upstream: string },
): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: "POST",
      agent: AGENTS[url.protocol as keyof typeof AGENTS],
      headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      signal: options.signal,
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
    request.end(body);
  });
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
  return new UpstreamFailure(`${upstream} answered ${response.statusCode}${message ? `: ${message}` : ""}`);
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
