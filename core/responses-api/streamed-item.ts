import type { OutputItemStatus, ResponseOutputItem } from "./response-items.ts";

/** A Responses stream event before the stream gives it its sequence number. */
export interface StreamEventBody {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** An output item while it streams: what it holds so far, and the events that close it. */
export interface StreamedItem {
  readonly outputIndex: number;
  item(status: OutputItemStatus): ResponseOutputItem;
  /** The events that end the item, last of all `response.output_item.done`. */
  done(status: OutputItemStatus): StreamEventBody[];
}
