import { functionCallItem, type OutputItemStatus, type ResponseOutputItem } from "./response-items.ts";
import type { StreamEventBody, StreamedItem } from "./streamed-item.ts";

/** A function_call item as a chat tool call's fragments stream in: id and name first, arguments in pieces. */
export class StreamedFunctionCall implements StreamedItem {
  private arguments = "";

  constructor(
    readonly id: string,
    readonly outputIndex: number,
    private callId: string,
    private name: string,
  ) {}

  added(): StreamEventBody[] {
    return [
      { type: "response.output_item.added", output_index: this.outputIndex, item: this.item("in_progress") },
    ];
  }

  /** A later fragment of the same tool call: an id or name a provider sent late fills in, arguments grow. */
  fragment(callId: string, name: string, argumentsDelta: string): StreamEventBody[] {
    if (this.callId === "") this.callId = callId;
    if (this.name === "") this.name = name;
    if (argumentsDelta === "") return [];
    this.arguments += argumentsDelta;
    return [
      {
        type: "response.function_call_arguments.delta",
        item_id: this.id,
        output_index: this.outputIndex,
        delta: argumentsDelta,
      },
    ];
  }

  done(status: OutputItemStatus): StreamEventBody[] {
    return [
      {
        type: "response.function_call_arguments.done",
        item_id: this.id,
        output_index: this.outputIndex,
        name: this.name,
        arguments: this.arguments,
      },
      { type: "response.output_item.done", output_index: this.outputIndex, item: this.item(status) },
    ];
  }

  item(status: OutputItemStatus): ResponseOutputItem {
    return functionCallItem(
      this.id,
      { callId: this.callId, name: this.name, arguments: this.arguments },
      status,
    );
  }
}
