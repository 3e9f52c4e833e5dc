import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { UpstreamFailure } from "../completion-provider.ts";
import type { NativeApi } from "../native-api.ts";
import type { UpstreamConfig } from "../upstream-config.ts";
import { eventDataOf, failureOf, postJson, readText, requestOptionsFor } from "./upstream-http.ts";

/**
 * Statuses by which an upstream refuses the request itself (malformed, too large, unprocessable): the client's to
 * read as the upstream wrote it. Any other refusal (a wrong upstream key, its own failure) is the gateway's
 * problem: answered 502, after trying the next upstream.
 */
const REQUEST_REFUSALS = new Set([400, 413, 422]);

/** One call in the upstream's own API: the body as it goes, and the client's headers some APIs pass on. */
export interface NativeCall {
  readonly body: Readonly<Record<string, unknown>>;
  readonly clientHeaders: IncomingHttpHeaders;
  readonly signal: AbortSignal;
}

/** What the upstream answered: its status and body as written, and the body read as JSON. */
export interface NativeAnswer {
  readonly status: number;
  readonly text: string;
  readonly json: unknown;
}

/** An upstream reached in an API it speaks natively: requests go as sent, answers come back as written. */
export class NativeApiUpstream {
  private readonly url: URL;

  constructor(
    private readonly upstream: UpstreamConfig,
    private readonly api: NativeApi,
  ) {
    this.url = new URL(`${upstream.baseUrl}${api.path}`);
  }

  /** The whole answer, or the upstream's refusal of the request as it wrote it. */
  async complete(call: NativeCall): Promise<NativeAnswer> {
    return this.answerOf(await this.post(call));
  }

  /** The data of each server-sent event once the upstream accepted the request, or its refusal of it. */
  async stream(call: NativeCall): Promise<AsyncIterable<string> | NativeAnswer> {
    const response = await this.post(call);
    if ((response.statusCode ?? 500) >= 400) return this.answerOf(response);
    const type = String(response.headers["content-type"] ?? "");
    if (!type.startsWith("text/event-stream")) {
      response.destroy();
      throw new UpstreamFailure(
        `${this.upstream.name} answered ${type || "without a type"}, not an event stream`,
      );
    }
    return eventDataOf(response);
  }

  private async answerOf(response: IncomingMessage): Promise<NativeAnswer> {
    const status = response.statusCode ?? 500;
    if (status >= 400 && !REQUEST_REFUSALS.has(status)) throw await failureOf(response, this.upstream.name);
    const text = await readText(response, this.upstream.name);
    try {
      return { status, text, json: JSON.parse(text) };
    } catch {
      throw new UpstreamFailure(`${this.upstream.name} answered with something other than JSON`);
    }
  }

  private post(call: NativeCall) {
    return postJson(
      this.url,
      this.api.headers(this.upstream, call.clientHeaders),
      JSON.stringify(call.body),
      requestOptionsFor(this.upstream, call.signal),
    );
  }
}
