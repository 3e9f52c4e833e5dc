import { describe, expect, it } from "vitest";
import {
  responseAnswer,
  responseEvents,
  responseRequest,
  richResponseRequest,
} from "./openai-responses-samples.test-helper.ts";
import {
  chatCompletion,
  chatRequest,
  completionChunk,
  embeddingsAnswer,
  modelList,
  richChatRequest,
  toolCallCompletion,
} from "./openai-samples.test-helper.ts";
import { openAiSchemaErrors } from "./openai-schema-validator.ts";

describe("validation against OpenAI's OpenAPI document", () => {
  it("accepts a chat completion request with tools, an image, structured output and streaming options", () => {
    expect(openAiSchemaErrors("CreateChatCompletionRequest", chatRequest())).toEqual([]);
    expect(openAiSchemaErrors("CreateChatCompletionRequest", richChatRequest())).toEqual([]);
  });

  it("accepts a chat completion, a tool call, a stream chunk, embeddings, a models list and an error", () => {
    expect(openAiSchemaErrors("CreateChatCompletionResponse", chatCompletion())).toEqual([]);
    expect(openAiSchemaErrors("CreateChatCompletionResponse", toolCallCompletion())).toEqual([]);
    expect(openAiSchemaErrors("CreateChatCompletionStreamResponse", completionChunk())).toEqual([]);
    expect(
      openAiSchemaErrors("CreateEmbeddingRequest", { model: "text-embedding-3-small", input: ["a", "b"] }),
    ).toEqual([]);
    expect(openAiSchemaErrors("CreateEmbeddingResponse", embeddingsAnswer())).toEqual([]);
    expect(openAiSchemaErrors("ListModelsResponse", modelList())).toEqual([]);
    const error = {
      error: { message: "No such model", type: "invalid_request_error", param: null, code: null },
    };
    expect(openAiSchemaErrors("ErrorResponse", error)).toEqual([]);
  });

  it("says an answer without choices lacks them", () => {
    const { choices: _choices, ...withoutChoices } = chatCompletion();
    expect(openAiSchemaErrors("CreateChatCompletionResponse", withoutChoices)).toEqual([
      "/ must have required property 'choices'",
    ]);
  });

  it("names the tool call whose function has no name", () => {
    const nameless = toolCallCompletion({ function: { arguments: "{}" } });
    expect(openAiSchemaErrors("CreateChatCompletionResponse", nameless)).toContain(
      "/choices/0/message/tool_calls/0/function must have required property 'name'",
    );
  });

  it("names the message whose role OpenAI does not know", () => {
    const request = chatRequest({ messages: [{ role: "wizard", content: "Abracadabra" }] });
    expect(openAiSchemaErrors("CreateChatCompletionRequest", request)).toEqual([
      `/messages/0 has role "wizard", which is none of the schema's choices`,
    ]);
  });

  it("names the embedding sent as a string where OpenAI's document wants numbers", () => {
    expect(openAiSchemaErrors("CreateEmbeddingResponse", embeddingsAnswer("AAAAAA=="))).toEqual([
      "/data/0/embedding must be array",
    ]);
  });

  it("admits null where the document marks a field nullable, and only there", () => {
    expect(openAiSchemaErrors("CreateChatCompletionRequest", chatRequest({ n: null, stop: null }))).toEqual(
      [],
    );
    expect(
      openAiSchemaErrors("CreateChatCompletionStreamResponse", completionChunk({ usage: null })),
    ).toEqual([]);
    expect(openAiSchemaErrors("CreateChatCompletionRequest", chatRequest({ model: null }))).not.toEqual([]);
    const unfinished = completionChunk({ choices: [{ index: 0, delta: {}, finish_reason: "gave_up" }] });
    expect(openAiSchemaErrors("CreateChatCompletionStreamResponse", unfinished)).toEqual([
      `/choices/0/finish_reason must be equal to one of the allowed values: ["stop","length","tool_calls","content_filter","function_call",null]`,
    ]);
  });

  it("names a property the document does not allow where it closes an object", () => {
    const request = { model: "text-embedding-3-small", input: "a", temperature: 1 };
    expect(openAiSchemaErrors("CreateEmbeddingRequest", request)).toEqual([
      `/ has the unexpected property "temperature"`,
    ]);
  });
});

describe("validation of the Responses API against OpenAI's OpenAPI document", () => {
  it("accepts a request of text, and one with input items of each kind, tools and structured output", () => {
    expect(openAiSchemaErrors("CreateResponse", responseRequest())).toEqual([]);
    expect(openAiSchemaErrors("CreateResponse", richResponseRequest())).toEqual([]);
  });

  it("accepts a response with a text message, a function call and usage, and each event of its stream", () => {
    expect(openAiSchemaErrors("Response", responseAnswer())).toEqual([]);
    for (const event of responseEvents())
      expect(openAiSchemaErrors("ResponseStreamEvent", event)).toEqual([]);
  });

  it("names the function call without a name, and only the part of the output at fault", () => {
    const [message, call] = responseAnswer().output as Record<string, unknown>[];
    const nameless = responseAnswer({ output: [message, { ...call, name: undefined }] });
    expect(openAiSchemaErrors("Response", JSON.parse(JSON.stringify(nameless)))).toEqual([
      "/output/1 must have required property 'name'",
    ]);
  });

  it("names the event whose type OpenAI does not send, and the delta that lacks its sequence number", () => {
    const [, , , , delta] = responseEvents();
    expect(
      openAiSchemaErrors("ResponseStreamEvent", { ...delta, type: "response.output_text.more" }),
    ).toEqual([`/ has type "response.output_text.more", which is none of the schema's choices`]);
    const { sequence_number: _sequence, ...unnumbered } = delta ?? {};
    expect(openAiSchemaErrors("ResponseStreamEvent", unnumbered)).toEqual([
      "/ must have required property 'sequence_number'",
    ]);
  });

  it("admits a user and a usage of null in a response, as OpenAI's own examples show them", () => {
    expect(openAiSchemaErrors("Response", responseAnswer({ user: null, usage: null }))).toEqual([]);
    expect(openAiSchemaErrors("Response", responseAnswer({ usage: { input_tokens: 3 } }))).not.toEqual([]);
  });
});
