import axios, { type AxiosInstance, type AxiosProgressEvent, isAxiosError } from "axios";
import type { ErrorNavigator } from "../../core/errors/error-navigator.port.ts";
import { GatewayError, serverCodeOf, serverMessagesOf } from "../../core/errors/gateway-error.ts";
import { routeForFailure } from "../../core/errors/http-error-route.ts";
import type { CallFailure } from "../../core/errors/http-failure.ts";
import type { AccessTokenSource } from "../../core/session/access-token-source.port.ts";
import { retryAfterMs } from "./retry-after.ts";

/**
 * Who a call is made as: the signed-in user (`session`, the default: a fresh access token), nobody (`public`),
 * the signed-in user when someone is signed in and nobody otherwise (`optional-session`, for calls anyone may
 * make), or an API key (the playground's key client).
 */
export type GatewayAuth = "session" | "public" | "optional-session" | { readonly apiKey: string };

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** One call to the gateway; everything is optional. */
export interface GatewayCall {
  /** Query parameters; null and undefined ones are left out, lists repeat the name (`a=1&a=2`). */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON, or as multipart when it is a FormData. */
  readonly body?: unknown;
  readonly auth?: GatewayAuth;
  /** Extra headers (the chat call's sessionId, ensure_success). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Hears the share of the body sent so far, 0 to 1, as an upload goes (when its size is known). */
  readonly onUploadProgress?: (sentShare: number) => void;
  /**
   * For calls whose caller turns every failure into its own message (subscribe), or the failures it tells: no
   * error page is shown for those and the GatewayError is only thrown.
   */
  readonly handlesOwnErrors?: boolean | ((failure: CallFailure) => boolean);
}

/** A streamed answer: its body as it arrives, and its response headers. */
export interface GatewayStream {
  readonly body: ReadableStream<Uint8Array>;
  /** A response header's value, null when absent (only CORS-exposed headers are readable in a browser). */
  header(name: string): string | null;
}

export interface GatewayStreamCall extends GatewayCall {
  /** Aborting it ends the stream; the abort rejects with the platform's AbortError, never an error page. */
  readonly signal?: AbortSignal;
}

/** How a GET answered 429 is retried: tries in all, and the longest wait accepted between two. */
export interface RetryPolicy {
  readonly attempts: number;
  readonly maxWaitMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, maxWaitMs: 10_000 };

export interface GatewayHttpClientOptions {
  /** The API base, `apiBaseUrl(...)` of core/gateway. */
  readonly baseUrl: string;
  readonly tokens: AccessTokenSource;
  readonly errorNavigator: ErrorNavigator;
  readonly retry?: RetryPolicy;
  /** Seams for tests: waiting, the clock (for Retry-After dates) and the fetch used by streams. */
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
}

/**
 * The one HTTP client every gateway adapter uses (SPEC §7, §8). Each call resolves with the parsed JSON body or
 * rejects with a core GatewayError: status, the server's errMsgs, and the error page it already showed, if any
 * (core's routeForFailure through the ErrorNavigator port). A GET answered 429 is tried again after its
 * Retry-After (seconds or an HTTP date); POST, PUT and DELETE never are, since they may have taken effect.
 *
 * A call made as the signed-in user while nobody is signed in is never sent: it rejects with "Token is null"
 * and shows no page, as the route guard already takes care of signed-out people. A failure of the token source
 * itself is rethrown untouched: the identity adapter signs out or shows its own page for it (SPEC §4).
 */
export class GatewayHttpClient {
  private readonly http: AxiosInstance;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: GatewayHttpClientOptions) {
    this.http = axios.create({
      baseURL: options.baseUrl,
      paramsSerializer: { indexes: null },
      transformResponse: readJsonBody,
    });
    this.retry = options.retry ?? DEFAULT_RETRY;
  }

  get(path: string, call: GatewayCall = {}): Promise<unknown> {
    return this.send("GET", path, call);
  }

  post(path: string, call: GatewayCall = {}): Promise<unknown> {
    return this.send("POST", path, call);
  }

  put(path: string, call: GatewayCall = {}): Promise<unknown> {
    return this.send("PUT", path, call);
  }

  delete(path: string, call: GatewayCall = {}): Promise<unknown> {
    return this.send("DELETE", path, call);
  }

  /**
   * POSTs and hands back the response body as it arrives (server-sent events), over fetch because axios cannot
   * stream in browsers. Failures are handled as for every other call; a streamed POST is never retried.
   */
  async postStream(path: string, call: GatewayStreamCall = {}): Promise<GatewayStream> {
    const response = await this.fetchAnswer("POST", path, call, "text/event-stream");
    if (!response.body)
      throw this.fail({ kind: "other", cause: new Error("The stream has no body") }, [], call);
    const answered = response.headers;
    return { body: response.body, header: (name) => answered.get(name) };
  }

  /**
   * GETs a file (a CSV export) as a Blob, over fetch: the browser keeps what it receives out of the script's
   * memory, however large the file grows. Failures are handled as for every other call; it is never retried.
   */
  async getFile(path: string, call: GatewayStreamCall = {}): Promise<Blob> {
    return (await this.fetchAnswer("GET", path, call, "*/*")).blob();
  }

  /** A successful answer over fetch, whose body is left unread; a failure is handled as for every other call. */
  private async fetchAnswer(
    method: "GET" | "POST",
    path: string,
    call: GatewayStreamCall,
    accept: string,
  ): Promise<Response> {
    const headers = { ...(await this.headersFor(call)), Accept: accept };
    const url = this.http.getUri({ url: path, params: call.query });
    const fetchImpl = this.options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        ...(method === "POST" ? { body: JSON.stringify(call.body ?? {}) } : {}),
        signal: call.signal ?? null,
      });
    } catch (error) {
      if (call.signal?.aborted) throw error;
      throw this.fail({ kind: "network" }, [], call);
    }
    if (!response.ok) {
      const { failure, messages } = httpFailureOf(response.status, await response.json().catch(() => null));
      throw this.fail(failure, messages, call);
    }
    return response;
  }

  private async send(method: "GET" | "POST" | "PUT" | "DELETE", path: string, call: GatewayCall) {
    for (let attempt = 1; ; attempt++) {
      const headers = await this.headersFor(call);
      try {
        const response = await this.http.request({
          method,
          url: path,
          params: call.query,
          data: call.body,
          headers,
          onUploadProgress: uploadProgressOf(call),
        });
        return response.data as unknown;
      } catch (error) {
        const wait = method === "GET" ? this.waitBeforeRetry(error, attempt) : null;
        if (wait === null) {
          const { failure, messages } = classify(error);
          throw this.fail(failure, messages, call);
        }
        await (this.options.sleep ?? sleep)(wait);
      }
    }
  }

  private async headersFor(call: GatewayCall): Promise<Record<string, string>> {
    const headers: Record<string, string> = { ...call.headers };
    if (!(call.body instanceof FormData)) headers["Content-Type"] = "application/json";
    const auth = call.auth ?? "session";
    if (auth === "public") return headers;
    const bearer = typeof auth === "string" ? await this.options.tokens.freshAccessToken() : auth.apiKey;
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    else if (auth !== "optional-session") throw GatewayError.missingAccessToken();
    return headers;
  }

  /** Null when the failure is not a 429 worth retrying: last try spent, or a wait longer than the cap. */
  private waitBeforeRetry(error: unknown, attempt: number): number | null {
    if (!isAxiosError(error) || error.response?.status !== 429 || attempt >= this.retry.attempts) return null;
    const header = error.response.headers["retry-after"];
    const asked = retryAfterMs(typeof header === "string" ? header : null, (this.options.now ?? Date.now)());
    const wait = asked ?? 1000 * 2 ** (attempt - 1);
    return wait <= this.retry.maxWaitMs ? wait : null;
  }

  private fail(failure: CallFailure, messages: readonly string[], call: GatewayCall): GatewayError {
    const own =
      typeof call.handlesOwnErrors === "function" ? call.handlesOwnErrors(failure) : call.handlesOwnErrors;
    const page = own ? null : routeForFailure(failure);
    if (page) this.options.errorNavigator.goTo(page);
    return new GatewayError(failure, messages, page);
  }
}

/** A refusal's status and the messages and code its body carries. */
function httpFailureOf(status: number, body: unknown): { failure: CallFailure; messages: string[] } {
  const messages = serverMessagesOf(body);
  const code = serverCodeOf(body);
  return { failure: { kind: "http", status, message: messages[0], ...(code ? { code } : {}) }, messages };
}

function classify(error: unknown): { failure: CallFailure; messages: string[] } {
  if (isAxiosError(error) && error.response) {
    return httpFailureOf(error.response.status, error.response.data);
  }
  if (isAxiosError(error) && error.request) return { failure: { kind: "network" }, messages: [] };
  return { failure: { kind: "other", cause: error }, messages: [] };
}

/**
 * A body as JSON. A successful answer whose body is no JSON (a captive portal's or a proxy's HTML page) cannot be
 * used: it fails the call as a non-HTTP error (SPEC §8, contact support), where axios would hand the text on. A
 * failed answer's body is only read for its messages, so an unreadable one is kept as text and its status counts.
 */
function readJsonBody(data: unknown, _headers: unknown, status?: number): unknown {
  if (typeof data !== "string" || data.trim() === "") return data;
  try {
    return JSON.parse(data);
  } catch (cause) {
    if (status !== undefined && status >= 200 && status < 300) {
      throw new Error(`The gateway's answer could not be read as JSON: ${data.slice(0, 100)}`, { cause });
    }
    return data;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Axios's upload events as the share sent, for a call that listens. */
function uploadProgressOf(call: GatewayCall): ((event: AxiosProgressEvent) => void) | undefined {
  const listener = call.onUploadProgress;
  if (!listener) return undefined;
  return ({ loaded, total }) => {
    if (total) listener(Math.min(Math.max(loaded / total, 0), 1));
  };
}
