import type { MockModelAnswer } from "../mock-model-answer.ts";
import type { MockServerEvent } from "../mock-upstream-exchange.ts";
import { mockOutputText } from "./mock-response.ts";

type Item = Readonly<Record<string, unknown>>;
type Event = { readonly type: string; readonly paced?: boolean } & Item;

/**
 * A response streamed as OpenAI's Responses API streams it: response.created and response.in_progress (no output,
 * usage null), the output item added, its text part added and its text delta by delta (or its function call's
 * arguments delta by delta), each then done, the item done, and response.completed with the whole response (whose one output item is `item`). Each
 * event is named by its type and numbered in sequence.
 */
export function mockResponseEvents(
  response: { readonly usage?: object },
  item: Item,
  answer: MockModelAnswer,
): MockServerEvent[] {
  const started = {
    ...response,
    status: "in_progress",
    completed_at: null,
    output: [],
    ...(response.usage ? { usage: null } : {}),
  };
  const events: Event[] = [
    { type: "response.created", response: started },
    { type: "response.in_progress", response: started },
    ...(answer.toolCall
      ? functionCallEvents(item, answer.toolCall.argumentPieces)
      : messageEvents(item, answer)),
    { type: "response.completed", response },
  ];
  return events.map(({ paced, ...event }, sequence_number) => ({
    event: event.type,
    data: { ...event, sequence_number },
    paced: paced === true,
  }));
}

function messageEvents(item: Item, answer: MockModelAnswer): Event[] {
  const pieces = answer.contentPieces ?? [];
  const where = { item_id: item.id, output_index: 0, content_index: 0 };
  const text = pieces.join("");
  return [
    {
      type: "response.output_item.added",
      output_index: 0,
      item: { ...item, status: "in_progress", content: [] },
    },
    { type: "response.content_part.added", ...where, part: mockOutputText("") },
    ...pieces.map((delta) => ({
      type: "response.output_text.delta",
      ...where,
      delta,
      logprobs: [],
      paced: true,
    })),
    { type: "response.output_text.done", ...where, text, logprobs: [] },
    { type: "response.content_part.done", ...where, part: mockOutputText(text) },
    { type: "response.output_item.done", output_index: 0, item },
  ];
}

function functionCallEvents(item: Item, pieces: readonly string[]): Event[] {
  const where = { item_id: item.id, output_index: 0 };
  return [
    {
      type: "response.output_item.added",
      output_index: 0,
      item: { ...item, arguments: "", status: "in_progress" },
    },
    ...pieces.map((delta) => ({
      type: "response.function_call_arguments.delta",
      ...where,
      delta,
      paced: true,
    })),
    { type: "response.function_call_arguments.done", ...where, name: item.name, arguments: item.arguments },
    { type: "response.output_item.done", output_index: 0, item },
  ];
}
