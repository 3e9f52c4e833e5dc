import { describe, expect, it } from "vitest";
import {
  errorAnswer,
  messageAnswer,
  messageEvents,
  messageRequest,
  richMessageRequest,
} from "./anthropic-samples.test-helper.ts";
import { anthropicSchemaErrors } from "./anthropic-schema-validator.ts";

describe("validation against the types of Anthropic's TypeScript SDK", () => {
  it("accepts a request of text, and a streamed one with blocks of each kind, a tool's use and its result", () => {
    expect(anthropicSchemaErrors("MessageCreateParams", messageRequest())).toEqual([]);
    expect(anthropicSchemaErrors("MessageCreateParamsNonStreaming", messageRequest())).toEqual([]);
    expect(anthropicSchemaErrors("MessageCreateParams", richMessageRequest())).toEqual([]);
    expect(anthropicSchemaErrors("MessageCreateParamsStreaming", richMessageRequest())).toEqual([]);
    const { max_tokens: _max, ...counted } = messageRequest();
    expect(anthropicSchemaErrors("MessageCountTokensParams", counted)).toEqual([]);
  });

  it("accepts a message with text and a tool's use, each event of its stream, a token count and an error", () => {
    expect(anthropicSchemaErrors("Message", messageAnswer())).toEqual([]);
    for (const event of messageEvents())
      expect(anthropicSchemaErrors("RawMessageStreamEvent", event)).toEqual([]);
    expect(anthropicSchemaErrors("MessageTokensCount", { input_tokens: 12 })).toEqual([]);
    expect(anthropicSchemaErrors("ErrorResponse", errorAnswer())).toEqual([]);
  });

  it("tells a streamed request from a whole one by its stream flag", () => {
    expect(anthropicSchemaErrors("MessageCreateParamsStreaming", messageRequest())).toEqual([
      "/ must have required property 'stream'",
    ]);
    expect(anthropicSchemaErrors("MessageCreateParamsNonStreaming", richMessageRequest())).toContain(
      "/stream must be equal to constant",
    );
  });

  it("names the block whose type Anthropic does not know, and the tool use without its input", () => {
    const content = [
      { type: "txt", text: "A joule" },
      { ...messageAnswer().content[1], input: undefined },
    ];
    expect(anthropicSchemaErrors("Message", JSON.parse(JSON.stringify(messageAnswer({ content }))))).toEqual([
      `/content/0 has type "txt", which is none of the schema's choices`,
      "/content/1 must have required property 'input'",
    ]);
  });

  it("names a property the SDK does not know, and a delta of an unknown kind in a stream event", () => {
    expect(anthropicSchemaErrors("MessageCreateParams", messageRequest({ n: 2 }))).toContain(
      `/ has the unexpected property "n"`,
    );
    const delta = { type: "content_block_delta", index: 0, delta: { type: "audio_delta", audio: "AAAA" } };
    expect(anthropicSchemaErrors("RawMessageStreamEvent", delta)).toEqual([
      `/delta has type "audio_delta", which is none of the schema's choices`,
    ]);
  });

  it("refuses an error whose type Anthropic's SDK does not list", () => {
    expect(anthropicSchemaErrors("ErrorResponse", errorAnswer("teapot_error"))).toEqual([
      `/error has type "teapot_error", which is none of the schema's choices`,
    ]);
  });
});
