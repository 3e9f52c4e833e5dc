import type { MockModelSettings } from "./mock-model-answer.ts";

/** How the mock upstream answers; change it between requests with `behave`. */
export interface MockUpstreamBehaviour extends MockModelSettings {
  /** The answer's text; streamed word by word. */
  readonly answer: string;
  /**
   * Whether a request offering tools is answered with a call to one (the one its tool choice names, else the first),
   * unless its last message is a tool's result or its tool choice is "none".
   */
  readonly callsOfferedTools: boolean;
  /** The models `GET /models` lists (any model may still be asked for). */
  readonly models: readonly string[];
  /** Answer every request with this error status instead, in the shape of the API asked. */
  readonly failWithStatus: number | null;
  /** Wait this long before answering (headers included). */
  readonly delayMs: number;
  /** Wait this long between streamed chunks. */
  readonly chunkDelayMs: number;
  /**
   * Whether a chat completion or a response reports usage (a streamed chat completion only if the request asked
   * with stream_options). Anthropic's messages always do: its API has no answer without.
   */
  readonly reportsUsage: boolean;
  /** How many of a chat completion's prompt tokens it says it read from its prompt cache. */
  readonly cachedPromptTokens: number;
}

export interface ReceivedRequest {
  readonly method: string;
  /** The path asked for, without its query: "/v1/chat/completions". */
  readonly path: string;
  readonly authorization: string | undefined;
  /** Every header, by its lower-case name, repeated ones joined with ", " (x-api-key, anthropic-version...). */
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body, parsed; {} when there was none or it was no JSON object. */
  readonly body: Record<string, unknown>;
}

/** One request as a route of the mock answers it. */
export interface MockExchange {
  readonly body: Record<string, unknown>;
  readonly behaviour: MockUpstreamBehaviour;
  /** Answers with this status and JSON body. */
  json(status: number, body: object): void;
  /**
   * Answers with server-sent events, waiting the behaviour's `chunkDelayMs` before each paced one; stops when the
   * client goes away (counted as broken off).
   */
  stream(events: readonly MockServerEvent[]): Promise<void>;
}

/** One server-sent event: its name (an `event:` line) if the API names them, its data (JSON, or text as it is). */
export interface MockServerEvent {
  readonly event?: string;
  readonly data: object | string;
  readonly paced: boolean;
}

export interface MockRoute {
  /** Matched against the method and path, as in "POST /v1/chat/completions"; the match goes to `answer`. */
  readonly pattern: RegExp;
  readonly answer: (exchange: MockExchange, match: RegExpExecArray) => void | Promise<void>;
}

/** The routes of one API the mock speaks, and how that API says it failed. */
export interface MockApi {
  readonly routes: readonly MockRoute[];
  /** The body of an error answer with this status, in the API's own shape. */
  readonly failure: (status: number, message: string) => object;
}

/** The text of one server-sent event. */
export function serverSentEvent({ event, data }: MockServerEvent): string {
  const line = typeof data === "string" ? data : JSON.stringify(data);
  return `${event ? `event: ${event}\n` : ""}data: ${line}\n\n`;
}
