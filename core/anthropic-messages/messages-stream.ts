import { anthropicErrorOf } from "./anthropic-error.ts";
import {
  type AnthropicMessage,
  type AnthropicUsage,
  anthropicMessage,
  type StopOutcome,
  textBlock,
  toolUseBlock,
  toolUseIdOf,
} from "./anthropic-message.ts";
import type { MessageContext } from "./message-of-chat-completion.ts";
import { type ChatUsage, messageDeltaUsageOf, messageUsageOf } from "./message-usage.ts";
import { isPlainObject } from "./plain-object.ts";
import { firstChoiceOf, stopOutcomeOf } from "./stop-outcome.ts";

/** One event of Anthropic's stream; the gateway writes it as `event: <type>` and `data: <json>`. */
export type MessagesStreamEvent = Readonly<Record<string, unknown>> & { readonly type: string };

type StreamedBlock =
  | { type: "text"; text: string }
  | { type: "tool_use"; id: string; name: string; json: string };

/**
 * Anthropic's stream events for a stream of chat chunks: `message_start` (and a `ping`, as Anthropic sends), then
 * for each block of the answer `content_block_start`, its deltas and `content_block_stop` (blocks are numbered in
 * order; a new block closes the one before), and at the end `message_delta` with the stop reason and the whole
 * message's usage, then `message_stop`.
 */
export class MessagesStream {
  private readonly blocks: StreamedBlock[] = [];
  /** The block of each chat tool call, by the call's index. */
  private readonly toolBlocks = new Map<number, number>();
  private openBlock: number | null = null;
  private finish: Readonly<Record<string, unknown>> = {};
  private refused = false;
  private chatUsage: unknown = null;
  private outcome: StopOutcome | null = null;
  private usage: AnthropicUsage;

  constructor(private readonly context: MessageContext & { readonly estimatedInputTokens: number }) {
    // Anthropic's message_start counts the input and one output token before any is streamed.
    this.usage = { ...messageUsageOf(null, null, context.estimatedInputTokens), output_tokens: 1 };
  }

  opening(): MessagesStreamEvent[] {
    return [{ type: "message_start", message: this.message() }, { type: "ping" }];
  }

  /** The events one chat chunk amounts to; its usage (the last chunk's) is kept for the end. */
  next(chunk: Readonly<Record<string, unknown>>): MessagesStreamEvent[] {
    if (isPlainObject(chunk.usage)) this.chatUsage = chunk.usage;
    const choice = firstChoiceOf(chunk.choices);
    if (!choice) return [];
    const delta = isPlainObject(choice.delta) ? choice.delta : {};
    const events: MessagesStreamEvent[] = [];
    if (typeof delta.content === "string" && delta.content !== "") events.push(...this.text(delta.content));
    if (typeof delta.refusal === "string" && delta.refusal !== "") {
      this.refused = true;
      events.push(...this.text(delta.refusal));
    }
    if (Array.isArray(delta.tool_calls))
      for (const piece of delta.tool_calls) if (isPlainObject(piece)) events.push(...this.toolPiece(piece));
    if (typeof choice.finish_reason === "string") this.finish = choice;
    return events;
  }

  /** The end of the stream; `fallbackUsage` counts when the upstream sent no usage (the gateway's estimate). */
  closing(fallbackUsage?: ChatUsage): MessagesStreamEvent[] {
    const chatUsage = this.chatUsage ?? fallbackUsage ?? null;
    const toolUse = this.blocks.some((block) => block.type === "tool_use");
    this.outcome = stopOutcomeOf(this.finish, { toolUse, refused: this.refused }, this.context.stopSequences);
    const usage =
      chatUsage === null ? null : messageUsageOf(chatUsage, null, this.context.estimatedInputTokens);
    this.usage = usage ?? { ...this.usage, output_tokens: 0 };
    const { stop_reason, stop_sequence, stop_details } = this.outcome;
    return [
      ...this.stopOpenBlock(),
      {
        type: "message_delta",
        delta: { stop_reason, stop_sequence, stop_details, container: null },
        usage: messageDeltaUsageOf(usage),
      },
      { type: "message_stop" },
    ];
  }

  /** An `error` event, for a stream that broke off: Anthropic's SDKs raise it as an APIError. */
  failed(message: string): MessagesStreamEvent[] {
    return [{ type: "error", error: anthropicErrorOf(500, message).error }];
  }

  /** The message the events sent so far add up to, as a client accumulating them holds it. */
  message(): AnthropicMessage {
    const content = this.blocks.map((block) =>
      block.type === "text" ? textBlock(block.text) : toolUseBlock(block.id, block.name, block.json || "{}"),
    );
    const { id, model } = this.context;
    return anthropicMessage({ id, model, content, outcome: this.outcome, usage: this.usage });
  }

  private text(piece: string): MessagesStreamEvent[] {
    const open = this.openBlock === null ? undefined : this.blocks[this.openBlock];
    const events = open?.type === "text" ? [] : this.startBlock({ type: "text", text: "" }, textBlock(""));
    const index = this.blocks.length - 1;
    const block = this.blocks[index];
    if (block?.type === "text") block.text += piece;
    return [...events, { type: "content_block_delta", index, delta: { type: "text_delta", text: piece } }];
  }

  /**
   * A piece of a chat tool call: its first piece (id, name) starts a tool_use block, its arguments come as
   * input_json_delta pieces. Chat upstreams send a call's pieces in a row; a late piece of an earlier call still
   * goes to that call's block, so no argument is lost.
   */
  private toolPiece(piece: Readonly<Record<string, unknown>>): MessagesStreamEvent[] {
    const callIndex = typeof piece.index === "number" ? piece.index : 0;
    const fn = isPlainObject(piece.function) ? piece.function : {};
    const events: MessagesStreamEvent[] = [];
    let index = this.toolBlocks.get(callIndex);
    if (index === undefined) {
      const id = toolUseIdOf(piece.id, this.context.id, callIndex);
      const name = typeof fn.name === "string" ? fn.name : "";
      events.push(...this.startBlock({ type: "tool_use", id, name, json: "" }, toolUseBlock(id, name, "{}")));
      index = this.blocks.length - 1;
      this.toolBlocks.set(callIndex, index);
    }
    const block = this.blocks[index];
    if (block?.type !== "tool_use" || typeof fn.arguments !== "string" || fn.arguments === "") return events;
    block.json += fn.arguments;
    const delta = { type: "input_json_delta", partial_json: fn.arguments };
    return [...events, { type: "content_block_delta", index, delta }];
  }

  private startBlock(block: StreamedBlock, contentBlock: unknown): MessagesStreamEvent[] {
    const events = this.stopOpenBlock();
    this.blocks.push(block);
    this.openBlock = this.blocks.length - 1;
    return [...events, { type: "content_block_start", index: this.openBlock, content_block: contentBlock }];
  }

  private stopOpenBlock(): MessagesStreamEvent[] {
    if (this.openBlock === null) return [];
    const index = this.openBlock;
    this.openBlock = null;
    return [{ type: "content_block_stop", index }];
  }
}
