import { isJsonObject, jsonObjects } from "./json-object.ts";
import {
  functionCallItemId,
  incompleteReasonOf,
  messageItemId,
  type OutputItemStatus,
  outputLogprobsOf,
} from "./response-items.ts";
import {
  type ResponseContext,
  type ResponseObject,
  type ResponseOutcome,
  responseObject,
} from "./response-object.ts";
import { type ChatUsage, responseUsageOf } from "./response-usage.ts";
import { StreamedFunctionCall } from "./streamed-function-call.ts";
import type { StreamEventBody, StreamedItem } from "./streamed-item.ts";
import { StreamedMessage } from "./streamed-message.ts";

/** One event of a Responses stream, numbered in the order the stream sends them. */
export interface ResponseStreamEvent extends StreamEventBody {
  readonly sequence_number: number;
}

/**
 * Translates a stream of chat.completion.chunk objects (the first choice) into the events OpenAI's Responses API
 * streams: the response created, each output item added as its first piece arrives (the message, function calls),
 * its deltas, then at the end every item's done events and the completed (or incomplete) response.
 */
export class ResponsesStream {
  private sequence = 0;
  private readonly items: StreamedItem[] = [];
  private message: StreamedMessage | null = null;
  /** The function calls by the index chat gives each tool call's fragments. */
  private readonly calls = new Map<number, StreamedFunctionCall>();
  private finishReason: unknown = null;
  private usage: unknown = null;
  private serviceTier: unknown = null;
  private final: ResponseObject | null = null;

  constructor(private readonly context: ResponseContext) {}

  opening(): ResponseStreamEvent[] {
    const response = this.snapshot({ status: "in_progress", output: [] });
    return this.numbered([
      { type: "response.created", response },
      { type: "response.in_progress", response },
    ]);
  }

  next(chunk: Readonly<Record<string, unknown>>): ResponseStreamEvent[] {
    if (isJsonObject(chunk.usage)) this.usage = chunk.usage;
    if (typeof chunk.service_tier === "string") this.serviceTier = chunk.service_tier;
    const choice = jsonObjects(chunk.choices).find((candidate) => (candidate.index ?? 0) === 0);
    if (!choice) return [];
    if (choice.finish_reason != null) this.finishReason = choice.finish_reason;
    const delta = isJsonObject(choice.delta) ? choice.delta : {};
    const events: StreamEventBody[] = [];
    const { content, refusal } = delta;
    if (typeof content === "string" && content !== "")
      events.push(...this.withMessage((message) => message.text(content, outputLogprobsOf(choice.logprobs))));
    if (typeof refusal === "string" && refusal !== "")
      events.push(...this.withMessage((message) => message.refusal(refusal)));
    for (const fragment of jsonObjects(delta.tool_calls)) events.push(...this.toolCallFragment(fragment));
    return this.numbered(events);
  }

  /** `fallbackUsage` counts the answer when the provider sent no usage chunk. */
  closing(fallbackUsage?: ChatUsage, completedAt?: number): ResponseStreamEvent[] {
    const events: StreamEventBody[] = [];
    if (this.items.length === 0) events.push(...this.withMessage((message) => message.ensureText()));
    const incomplete = incompleteReasonOf(this.finishReason);
    const status: OutputItemStatus = incomplete ? "incomplete" : "completed";
    for (const item of this.items) events.push(...item.done(status));
    this.final = this.snapshot({
      status,
      incompleteReason: incomplete,
      output: this.items.map((item) => item.item(status)),
      usage: responseUsageOf(this.usage ?? fallbackUsage),
      completedAt,
    });
    events.push({ type: incomplete ? "response.incomplete" : "response.completed", response: this.final });
    return this.numbered(events);
  }

  /** The stream broke off: the response failed, with what had arrived so far. */
  failed(message: string): ResponseStreamEvent[] {
    this.final = this.snapshot({
      status: "failed",
      error: { code: "server_error", message },
      output: this.items.map((item) => item.item("incomplete")),
      usage: responseUsageOf(this.usage),
    });
    return this.numbered([{ type: "response.failed", response: this.final }]);
  }

  /** The response as the last event gave it (to store), or as it stands while the stream is still open. */
  response(): ResponseObject {
    return (
      this.final ??
      this.snapshot({ status: "in_progress", output: this.items.map((item) => item.item("in_progress")) })
    );
  }

  /** Writes to the message item, added first when this is the first piece of it. */
  private withMessage(write: (message: StreamedMessage) => StreamEventBody[]): StreamEventBody[] {
    if (this.message) return write(this.message);
    const message = new StreamedMessage(messageItemId(this.context.id), this.items.length);
    this.message = message;
    this.items.push(message);
    return [...message.added(), ...write(message)];
  }

  private toolCallFragment(fragment: Readonly<Record<string, unknown>>): StreamEventBody[] {
    const index = typeof fragment.index === "number" ? fragment.index : 0;
    const fn = isJsonObject(fragment.function) ? fragment.function : {};
    const callId = typeof fragment.id === "string" ? fragment.id : "";
    const name = typeof fn.name === "string" ? fn.name : "";
    const argumentsDelta = typeof fn.arguments === "string" ? fn.arguments : "";
    const known = this.calls.get(index);
    if (known) return known.fragment(callId, name, argumentsDelta);
    const call = new StreamedFunctionCall(
      functionCallItemId(this.context.id, this.calls.size),
      this.items.length,
      callId,
      name,
    );
    this.calls.set(index, call);
    this.items.push(call);
    return [...call.added(), ...call.fragment(callId, name, argumentsDelta)];
  }

  private snapshot(outcome: ResponseOutcome): ResponseObject {
    return responseObject(this.context, { ...outcome, serviceTier: this.serviceTier });
  }

  private numbered(events: readonly StreamEventBody[]): ResponseStreamEvent[] {
    return events.map((event) => ({ ...event, sequence_number: this.sequence++ }));
  }
}
