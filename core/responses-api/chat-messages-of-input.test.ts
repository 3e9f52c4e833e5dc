import { describe, expect, it } from "vitest";
import { chatMessagesOfInput } from "./chat-messages-of-input.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

function refusalOf(input: unknown): ResponsesRequestError {
  try {
    chatMessagesOfInput(input);
  } catch (error) {
    if (error instanceof ResponsesRequestError) return error;
    throw error;
  }
  throw new Error("the input was translated");
}

describe("the input of a Responses request as chat messages", () => {
  it("reads a string input as one user message", () => {
    expect(chatMessagesOfInput("Hello")).toEqual([{ role: "user", content: "Hello" }]);
  });

  it("keeps each message's role and string content, with or without type message", () => {
    const input = [
      { role: "developer", content: "Be brief." },
      { type: "message", role: "user", content: "Hi" },
      { type: "message", role: "assistant", content: "Hello!" },
    ];
    expect(chatMessagesOfInput(input)).toEqual([
      { role: "developer", content: "Be brief." },
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello!" },
    ]);
  });

  it("turns text, image and file parts into chat's text, image_url and file parts", () => {
    const content = [
      { type: "input_text", text: "What is this?" },
      { type: "input_image", image_url: "https://example.com/cat.png", detail: "low" },
      { type: "input_file", filename: "a.pdf", file_data: "data:application/pdf;base64,JVBERi0=" },
    ];
    expect(chatMessagesOfInput([{ role: "user", content }])).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "What is this?" },
          { type: "image_url", image_url: { url: "https://example.com/cat.png", detail: "low" } },
          { type: "file", file: { filename: "a.pdf", file_data: "data:application/pdf;base64,JVBERi0=" } },
        ],
      },
    ]);
  });

  it("reads an earlier assistant output message back as its text and refusal", () => {
    const output = {
      type: "message",
      id: "msg_1",
      status: "completed",
      role: "assistant",
      content: [
        { type: "output_text", text: "Part one, ", annotations: [] },
        { type: "output_text", text: "part two.", annotations: [] },
        { type: "refusal", refusal: "Not that." },
      ],
    };
    expect(chatMessagesOfInput([output])).toEqual([
      { role: "assistant", content: "Part one, part two.", refusal: "Not that." },
    ]);
  });

  it("makes consecutive function calls, and the assistant message before them, one assistant message", () => {
    const input = [
      { role: "user", content: "Weather in Paris and Rome?" },
      { role: "assistant", content: "Checking both." },
      { type: "function_call", call_id: "call_paris", name: "weather", arguments: '{"city":"Paris"}' },
      { type: "function_call", call_id: "call_rome", name: "weather", arguments: '{"city":"Rome"}' },
      { type: "function_call_output", call_id: "call_paris", output: "18°C" },
      { type: "function_call_output", call_id: "call_rome", output: [{ type: "input_text", text: "24°C" }] },
    ];
    expect(chatMessagesOfInput(input)).toEqual([
      { role: "user", content: "Weather in Paris and Rome?" },
      {
        role: "assistant",
        content: "Checking both.",
        tool_calls: [
          {
            id: "call_paris",
            type: "function",
            function: { name: "weather", arguments: '{"city":"Paris"}' },
          },
          { id: "call_rome", type: "function", function: { name: "weather", arguments: '{"city":"Rome"}' } },
        ],
      },
      { role: "tool", tool_call_id: "call_paris", content: "18°C" },
      { role: "tool", tool_call_id: "call_rome", content: [{ type: "text", text: "24°C" }] },
    ]);
  });

  it("gives function calls after a tool's output an assistant message of their own", () => {
    const call = (id: string) => ({ type: "function_call", call_id: id, name: "next", arguments: "{}" });
    const messages = chatMessagesOfInput([
      call("call_1"),
      { type: "function_call_output", call_id: "call_1", output: "ok" },
      call("call_2"),
    ]);
    expect(messages.map((message) => message.role)).toEqual(["assistant", "tool", "assistant"]);
    expect(messages[0]).toMatchObject({ content: null, tool_calls: [{ id: "call_1" }] });
    expect(messages[2]).toMatchObject({ content: null, tool_calls: [{ id: "call_2" }] });
  });

  it("leaves reasoning items out: a chat model takes no reasoning as input", () => {
    const reasoning = { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAA" };
    expect(chatMessagesOfInput([reasoning, { role: "user", content: "Go on" }])).toEqual([
      { role: "user", content: "Go on" },
    ]);
  });

  it.each([
    [[{ type: "web_search_call", id: "ws_1" }], "input[0].type", /^input\[0\]\.type must be one of: message/],
    [[{ type: "item_reference", id: "msg_1" }], "input[0].type", /previous_response_id/],
    [[{ role: "tool", content: "x" }], "input[0].role", /^input\[0\]\.role must be one of/],
    [[{ role: "user", content: 42 }], "input[0].content", /must be a string or a list/],
    [{ role: "user" }, "input", /^input must be a string or a list/],
  ])("refuses a malformed or unknown item, naming it (%j)", (input, param, message) => {
    const error = refusalOf(input);
    expect(error.param).toBe(param);
    expect(error.message).toMatch(message);
  });

  it.each([
    [{ type: "input_image", file_id: "file-1", detail: "auto" }, "input[1].content[0].file_id"],
    [{ type: "input_image", detail: "auto" }, "input[1].content[0].image_url"],
    [{ type: "input_file", file_id: "file-1" }, "input[1].content[0].file_id"],
    [{ type: "input_file", file_url: "https://example.com/a.pdf" }, "input[1].content[0].file_url"],
    [
      { type: "input_file", file_data: "data:application/pdf;base64,JVBERi0=" },
      "input[1].content[0].filename",
    ],
    [{ type: "output_text", text: "user cannot send this" }, "input[1].content[0].type"],
    [{ type: "input_text", text: 7 }, "input[1].content[0].text"],
  ])("refuses a part a chat model cannot take, naming its field (%j)", (part, param) => {
    const error = refusalOf([
      { role: "user", content: "first" },
      { role: "user", content: [part] },
    ]);
    expect(error.param).toBe(param);
    expect(error.message.startsWith(param)).toBe(true);
  });

  it("refuses an image in a system message: chat's system messages hold text only", () => {
    const image = { type: "input_image", image_url: "https://example.com/a.png", detail: "auto" };
    expect(refusalOf([{ role: "system", content: [image] }]).param).toBe("input[0].content[0].type");
  });

  it("refuses an image in a function's output: a chat tool message holds text only", () => {
    const output = [{ type: "input_image", image_url: "https://example.com/a.png", detail: "auto" }];
    const error = refusalOf([{ type: "function_call_output", call_id: "call_1", output }]);
    expect(error.param).toBe("input[0].output[0].type");
    expect(error.message).toBe("input[0].output[0].type must be one of: input_text");
  });

  it.each([
    [{ type: "function_call", name: "f", arguments: "{}" }, "input[0].call_id"],
    [{ type: "function_call", call_id: "call_1", arguments: "{}" }, "input[0].name"],
    [{ type: "function_call", call_id: "call_1", name: "f", arguments: { a: 1 } }, "input[0].arguments"],
    [{ type: "function_call_output", output: "ok" }, "input[0].call_id"],
    [{ type: "function_call_output", call_id: "call_1", output: 3 }, "input[0].output"],
  ])("refuses a function call item without what chat needs of it (%j)", (item, param) => {
    expect(refusalOf([item]).param).toBe(param);
  });
});

describe("the input's refusals, in the words a caller sees", () => {
  it.each([
    [{ role: "user" }, "input must be a string or a list of input items"],
    [["Hi"], "input[0] must be a message or an item with a type"],
    [[null], "input[0] must be a message or an item with a type"],
    [
      [{ type: "item_reference", id: "msg_1" }],
      "input[0].type item_reference is not offered: send the item itself, or continue a stored response with " +
        "previous_response_id",
    ],
    [
      [{ type: "web_search_call" }],
      "input[0].type must be one of: message, function_call, function_call_output",
    ],
    [[{ role: "tool", content: "x" }], "input[0].role must be one of: user, assistant, system, developer"],
    [[{ content: "x" }], "input[0].role must be one of: user, assistant, system, developer"],
    [
      [{ role: "user", content: { text: "x" } }],
      "input[0].content must be a string or a list of content parts",
    ],
    [
      [{ type: "function_call", call_id: "call_1", name: "f" }],
      "input[0].arguments must be a string (JSON text)",
    ],
    [
      [{ type: "function_call", call_id: "", name: "f", arguments: "{}" }],
      "input[0].call_id must be a non-empty string",
    ],
    [
      [{ type: "function_call", call_id: "call_1", name: 7, arguments: "{}" }],
      "input[0].name must be a non-empty string",
    ],
    [
      [{ type: "function_call_output", call_id: "call_1", output: { text: "ok" } }],
      "input[0].output must be a string or a list of input_text parts",
    ],
  ])("%j is refused: %s", (input, message) => {
    expect(refusalOf(input).message).toBe(message);
  });

  it("an item whose type is null is a message", () => {
    expect(chatMessagesOfInput([{ type: null, role: "system", content: "Be brief." }])).toEqual([
      { role: "system", content: "Be brief." },
    ]);
  });

  it("each role's parts: a developer's text parts, a user's, an assistant's text as one string", () => {
    const text = (value: string) => ({ type: "input_text", text: value });
    expect(
      chatMessagesOfInput([
        { role: "developer", content: [text("Be brief.")] },
        { role: "user", content: [text("Hi"), text(" there")] },
        {
          role: "assistant",
          content: [
            { type: "output_text", text: "Hello" },
            { type: "output_text", text: "!" },
          ],
        },
      ]),
    ).toEqual([
      { role: "developer", content: [{ type: "text", text: "Be brief." }] },
      {
        role: "user",
        content: [
          { type: "text", text: "Hi" },
          { type: "text", text: " there" },
        ],
      },
      { role: "assistant", content: "Hello!" },
    ]);
  });

  it("an assistant's refusals alone leave its content null, several joined", () => {
    const refusal = (value: string) => ({ type: "refusal", refusal: value });
    expect(
      chatMessagesOfInput([{ role: "assistant", content: [refusal("No. "), refusal("Sorry.")] }]),
    ).toEqual([{ role: "assistant", content: null, refusal: "No. Sorry." }]);
  });

  it("a function call after a user message opens an assistant message of its own", () => {
    const call = { type: "function_call", call_id: "call_1", name: "now", arguments: "{}" };
    expect(chatMessagesOfInput([{ role: "user", content: "Time?" }, call])).toEqual([
      { role: "user", content: "Time?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_1", type: "function", function: { name: "now", arguments: "{}" } }],
      },
    ]);
  });

  it("a function call after an assistant's text joins that message", () => {
    const call = { type: "function_call", call_id: "call_1", name: "now", arguments: "{}" };
    expect(chatMessagesOfInput([{ role: "assistant", content: "Checking." }, call])).toEqual([
      {
        role: "assistant",
        content: "Checking.",
        tool_calls: [{ id: "call_1", type: "function", function: { name: "now", arguments: "{}" } }],
      },
    ]);
  });

  it("an empty list of input items is no message", () => {
    expect(chatMessagesOfInput([])).toEqual([]);
  });
});
