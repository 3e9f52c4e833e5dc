import { describe, expect, it } from "vitest";
import { chatMessagesOfInput } from "./chat-messages-of-input.ts";
import { chatMessageOfResponse, responseOfChatCompletion } from "./response-of-chat-completion.ts";
import { chatCompletion, responseContext, toolCall } from "./responses-api.test-helper.ts";

describe("a chat completion as a Response", () => {
  it("answers text as a completed response with one assistant message of output text", () => {
    const response = responseOfChatCompletion(chatCompletion({ content: "Hello!" }), responseContext());
    expect(response).toMatchObject({
      id: "resp_abc123",
      object: "response",
      created_at: 1_700_000_000,
      model: "gpt-test",
      status: "completed",
      error: null,
      incomplete_details: null,
      output: [
        {
          type: "message",
          id: "msg_abc123",
          status: "completed",
          role: "assistant",
          content: [{ type: "output_text", text: "Hello!", annotations: [], logprobs: [] }],
        },
      ],
    });
    expect(response).not.toHaveProperty("output_text");
  });

  it("counts usage in the Response's terms, with the provider's details or 0", () => {
    const usage = {
      prompt_tokens: 30,
      completion_tokens: 10,
      total_tokens: 40,
      prompt_tokens_details: { cached_tokens: 20 },
      completion_tokens_details: { reasoning_tokens: 4 },
    };
    const response = responseOfChatCompletion(
      chatCompletion({ content: "x" }, "stop", { usage }),
      responseContext(),
    );
    expect(response.usage).toEqual({
      input_tokens: 30,
      input_tokens_details: { cached_tokens: 20, cache_write_tokens: 0 },
      output_tokens: 10,
      output_tokens_details: { reasoning_tokens: 4 },
      total_tokens: 40,
    });
  });

  it("gives each tool call a function_call item that keeps the chat call id", () => {
    const completion = chatCompletion(
      { tool_calls: [toolCall("call_a", "weather", '{"city":"Paris"}'), toolCall("call_b", "time", "{}")] },
      "tool_calls",
    );
    const { status, output } = responseOfChatCompletion(completion, responseContext());
    expect(status).toBe("completed");
    expect(output).toEqual([
      {
        type: "function_call",
        id: "fc_abc123_0",
        call_id: "call_a",
        name: "weather",
        arguments: '{"city":"Paris"}',
        status: "completed",
      },
      {
        type: "function_call",
        id: "fc_abc123_1",
        call_id: "call_b",
        name: "time",
        arguments: "{}",
        status: "completed",
      },
    ]);
  });

  it("puts text said before tool calls in a message item ahead of them", () => {
    const completion = chatCompletion({
      content: "Let me check.",
      tool_calls: [toolCall("call_a", "f", "{}")],
    });
    const { output } = responseOfChatCompletion(completion, responseContext());
    expect(output.map((item) => item.type)).toEqual(["message", "function_call"]);
  });

  it("makes a length finish reason an incomplete response for max_output_tokens", () => {
    const response = responseOfChatCompletion(
      chatCompletion({ content: "Once upon" }, "length"),
      responseContext(),
    );
    expect(response.status).toBe("incomplete");
    expect(response.incomplete_details).toEqual({ reason: "max_output_tokens" });
    expect(response.output[0]?.status).toBe("incomplete");
  });

  it("makes a content filter finish reason an incomplete response for content_filter", () => {
    const response = responseOfChatCompletion(
      chatCompletion({ content: "" }, "content_filter"),
      responseContext(),
    );
    expect(response.incomplete_details).toEqual({ reason: "content_filter" });
  });

  it("answers a refusal as a refusal part", () => {
    const { output } = responseOfChatCompletion(
      chatCompletion({ refusal: "I can't help." }),
      responseContext(),
    );
    expect(output[0]?.content).toEqual([{ type: "refusal", refusal: "I can't help." }]);
  });

  it("carries the tokens' log probabilities on the output text", () => {
    const logprobs = {
      content: [
        {
          token: "Hi",
          logprob: -0.1,
          bytes: null,
          top_logprobs: [{ token: "Hi", logprob: -0.1, bytes: [72, 105] }],
        },
      ],
    };
    const completion = chatCompletion({ content: "Hi" });
    const choices = [{ ...(completion.choices as object[])[0], logprobs }];
    const { output } = responseOfChatCompletion({ ...completion, choices }, responseContext());
    expect(output[0]?.content).toEqual([
      {
        type: "output_text",
        text: "Hi",
        annotations: [],
        logprobs: [
          {
            token: "Hi",
            logprob: -0.1,
            bytes: [],
            top_logprobs: [{ token: "Hi", logprob: -0.1, bytes: [72, 105] }],
          },
        ],
      },
    ]);
  });

  it("echoes the request's settings, and OpenAI's defaults for those left out", () => {
    const tools = [{ type: "function", name: "now" }];
    const request = {
      instructions: "Be brief.",
      tools,
      temperature: 0.3,
      previous_response_id: "resp_0",
      store: false,
    };
    const response = responseOfChatCompletion(chatCompletion({ content: "x" }), responseContext(request));
    expect(response).toMatchObject({
      instructions: "Be brief.",
      tools: [{ type: "function", name: "now", description: null, parameters: null, strict: null }],
      tool_choice: "auto",
      temperature: 0.3,
      top_p: 1,
      parallel_tool_calls: true,
      previous_response_id: "resp_0",
      store: false,
      metadata: {},
      text: { format: { type: "text" }, verbosity: "medium" },
      reasoning: { effort: null, summary: null },
      truncation: "disabled",
      max_output_tokens: null,
    });
  });

  it("says when it completed only when the caller knows", () => {
    const completion = chatCompletion({ content: "x" });
    expect(responseOfChatCompletion(completion, responseContext())).not.toHaveProperty("completed_at");
    const context = { ...responseContext(), completedAt: 1_700_000_005 };
    expect(responseOfChatCompletion(completion, context).completed_at).toBe(1_700_000_005);
  });
});

describe("the chat message a response stands for, for the next turn", () => {
  it("says the response's text", () => {
    const response = responseOfChatCompletion(chatCompletion({ content: "Hello!" }), responseContext());
    expect(chatMessageOfResponse(response)).toEqual({ role: "assistant", content: "Hello!" });
  });

  it("keeps a function call's call id, so the stored turn and the client's output name the same call", () => {
    const completion = chatCompletion({ tool_calls: [toolCall("call_a", "weather", '{"city":"Paris"}')] });
    const response = responseOfChatCompletion(completion, responseContext());
    expect(chatMessageOfResponse(response)).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [toolCall("call_a", "weather", '{"city":"Paris"}')],
    });
  });

  it("a function call and its output keep their call id through the translation and back", () => {
    const completion = chatCompletion({ tool_calls: [toolCall("call_a", "weather", '{"city":"Paris"}')] });
    const [call] = responseOfChatCompletion(completion, responseContext()).output;
    const [assistant, tool] = chatMessagesOfInput([
      call,
      { type: "function_call_output", call_id: call?.call_id, output: "18°C" },
    ]);
    expect(assistant?.tool_calls).toEqual([toolCall("call_a", "weather", '{"city":"Paris"}')]);
    expect(tool).toEqual({ role: "tool", tool_call_id: "call_a", content: "18°C" });
  });

  it("keeps a refusal in its own field", () => {
    const response = responseOfChatCompletion(chatCompletion({ refusal: "No." }), responseContext());
    expect(chatMessageOfResponse(response)).toEqual({ role: "assistant", content: null, refusal: "No." });
  });

  it("leaves out items with no chat equivalent, such as a native upstream's reasoning", () => {
    const response = {
      output: [
        { type: "reasoning", id: "rs_1", summary: [] },
        {
          type: "message",
          id: "msg_1",
          role: "assistant",
          content: [{ type: "output_text", text: "Done." }],
        },
      ],
    };
    expect(chatMessageOfResponse(response)).toEqual({ role: "assistant", content: "Done." });
  });
});

describe("a chat completion as a Response, at its edges", () => {
  it("answers from the choice of index 0 wherever it stands", () => {
    const completion = chatCompletion({ content: "first" });
    const [first] = completion.choices as Record<string, unknown>[];
    const choices = [
      { index: 1, message: { role: "assistant", content: "second" }, finish_reason: "length" },
      first,
    ];
    const response = responseOfChatCompletion({ ...completion, choices }, responseContext());
    expect(response.status).toBe("completed");
    expect(response.output[0]?.content).toEqual([
      { type: "output_text", text: "first", annotations: [], logprobs: [] },
    ]);
  });

  it("without index, answers from the first choice; without choices, an empty message", () => {
    const completion = chatCompletion({ content: "x" });
    const choices = [{ message: { role: "assistant", content: "only" }, finish_reason: "stop" }];
    expect(
      responseOfChatCompletion({ ...completion, choices }, responseContext()).output[0]?.content,
    ).toEqual([{ type: "output_text", text: "only", annotations: [], logprobs: [] }]);
    const empty = responseOfChatCompletion({ ...completion, choices: [] }, responseContext());
    expect(empty.output).toEqual([
      {
        id: "msg_abc123",
        type: "message",
        status: "completed",
        role: "assistant",
        content: [{ type: "output_text", text: "", annotations: [], logprobs: [] }],
      },
    ]);
  });

  it("text and a refusal both go in the message, text first", () => {
    const { output } = responseOfChatCompletion(
      chatCompletion({ content: "Well,", refusal: "no." }),
      responseContext(),
    );
    expect(output[0]?.content).toEqual([
      { type: "output_text", text: "Well,", annotations: [], logprobs: [] },
      { type: "refusal", refusal: "no." },
    ]);
  });

  it("tool calls of a cut-off answer are incomplete, and fields that are not text read as empty", () => {
    const completion = chatCompletion(
      { tool_calls: [{ id: 7, type: "function", function: "weather" }] },
      "length",
    );
    expect(responseOfChatCompletion(completion, responseContext()).output).toEqual([
      {
        id: "fc_abc123_0",
        type: "function_call",
        status: "incomplete",
        call_id: "",
        name: "",
        arguments: "",
      },
    ]);
  });

  it("echoes the provider's service tier", () => {
    const completion = chatCompletion({ content: "x" }, "stop", { service_tier: "priority" });
    expect(responseOfChatCompletion(completion, responseContext()).service_tier).toBe("priority");
  });

  it("a response's text said before its calls stays the message's content; text and refusal are both kept", () => {
    const response = {
      output: [
        {
          type: "message",
          content: [
            { type: "output_text", text: "Checking" },
            { type: "output_text", text: "..." },
          ],
        },
        { type: "function_call", call_id: "call_1", name: "now", arguments: "{}" },
      ],
    };
    expect(chatMessageOfResponse(response)).toEqual({
      role: "assistant",
      content: "Checking...",
      tool_calls: [{ id: "call_1", type: "function", function: { name: "now", arguments: "{}" } }],
    });
    const both = {
      output: [
        {
          type: "message",
          content: [
            { type: "output_text", text: "Well," },
            { type: "refusal", refusal: "no." },
          ],
        },
      ],
    };
    expect(chatMessageOfResponse(both)).toEqual({ role: "assistant", content: "Well,", refusal: "no." });
  });

  it("an empty response stands for an empty text", () => {
    expect(chatMessageOfResponse({})).toEqual({ role: "assistant", content: "" });
  });
});
