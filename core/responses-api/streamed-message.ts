import {
  messageItem,
  type OutputItemStatus,
  type OutputLogprob,
  outputTextPart,
  type ResponseOutputItem,
  refusalPart,
} from "./response-items.ts";
import type { StreamEventBody, StreamedItem } from "./streamed-item.ts";

type Part =
  | { type: "output_text"; text: string; logprobs: OutputLogprob[] }
  | { type: "refusal"; refusal: string };

/** The assistant message item as its text and refusal stream in, each a content part opened at its first piece. */
export class StreamedMessage implements StreamedItem {
  private readonly parts: Part[] = [];

  constructor(
    readonly id: string,
    readonly outputIndex: number,
  ) {}

  added(): StreamEventBody[] {
    return [
      { type: "response.output_item.added", output_index: this.outputIndex, item: this.item("in_progress") },
    ];
  }

  text(delta: string, logprobs: readonly OutputLogprob[]): StreamEventBody[] {
    const events = this.open("output_text");
    const index = this.indexOf("output_text");
    const part = this.parts[index] as Extract<Part, { type: "output_text" }>;
    part.text += delta;
    part.logprobs.push(...logprobs);
    return [...events, { type: "response.output_text.delta", ...this.at(index), delta, logprobs }];
  }

  refusal(delta: string): StreamEventBody[] {
    const events = this.open("refusal");
    const index = this.indexOf("refusal");
    const part = this.parts[index] as Extract<Part, { type: "refusal" }>;
    part.refusal += delta;
    return [...events, { type: "response.refusal.delta", ...this.at(index), delta }];
  }

  /** Opens an empty text part when the message has none, so an answer without a word still reads as text. */
  ensureText(): StreamEventBody[] {
    return this.parts.length === 0 ? this.open("output_text") : [];
  }

  done(status: OutputItemStatus): StreamEventBody[] {
    const partsDone = this.parts.flatMap((part, index): StreamEventBody[] => [
      part.type === "output_text"
        ? { type: "response.output_text.done", ...this.at(index), text: part.text, logprobs: part.logprobs }
        : { type: "response.refusal.done", ...this.at(index), refusal: part.refusal },
      { type: "response.content_part.done", ...this.at(index), part: contentOf(part) },
    ]);
    return [
      ...partsDone,
      { type: "response.output_item.done", output_index: this.outputIndex, item: this.item(status) },
    ];
  }

  item(status: OutputItemStatus): ResponseOutputItem {
    return messageItem(this.id, this.parts.map(contentOf), status);
  }

  private open(type: Part["type"]): StreamEventBody[] {
    if (this.indexOf(type) >= 0) return [];
    const part: Part = type === "output_text" ? { type, text: "", logprobs: [] } : { type, refusal: "" };
    this.parts.push(part);
    return [
      { type: "response.content_part.added", ...this.at(this.parts.length - 1), part: contentOf(part) },
    ];
  }

  private indexOf(type: Part["type"]): number {
    return this.parts.findIndex((part) => part.type === type);
  }

  private at(contentIndex: number) {
    return { item_id: this.id, output_index: this.outputIndex, content_index: contentIndex };
  }
}

/** A part as the events and the item show it: a copy, so later deltas do not change what was already sent. */
function contentOf(part: Part): Record<string, unknown> {
  return part.type === "output_text"
    ? outputTextPart(part.text, [...part.logprobs])
    : refusalPart(part.refusal);
}
