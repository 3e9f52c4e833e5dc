import { describe, expect, it } from "vitest";
import { MemoryChatCompletionsGateway } from "../../adapters/gateway-memory/chat-completions/memory-chat-completions-gateway.adapter.ts";
import { CatalogueMother } from "../../core/available-models/catalogue.mother.ts";
import { RESPONSE_SCHEMA_TEMPLATE } from "../../core/structured-output/response-schema.ts";
import { readyPlayground, replyEnded } from "./playground-world.test-helper.ts";

const CITY_SCHEMA = JSON.stringify({
  type: "object",
  properties: { city: { type: "string" }, celsius: { type: "number" } },
  required: ["city", "celsius"],
  additionalProperties: false,
});

describe("structured output", () => {
  it("is off at first, with the template schema to start from, and sends no schema while off", async () => {
    const { viewModel, state, chat } = await readyPlayground();
    expect(state().setup.structuredOutput).toMatchObject({
      enabled: false,
      name: "answer",
      schema: RESPONSE_SCHEMA_TEMPLATE,
      problem: null,
    });
    viewModel.send("Hi");
    expect(chat.requests[0]?.responseFormat).toBeUndefined();
  });

  it("sends the schema when on, and says a finished answer follows it", async () => {
    const { viewModel, chat, lastReply, state } = await readyPlayground();
    viewModel.switchStructuredOutput(true);
    viewModel.editResponseSchemaName("city_report");
    viewModel.editResponseSchema(CITY_SCHEMA);
    expect(state().setup.needs.structuredOutput).toBe(true);
    viewModel.send("Oslo, please");
    expect(chat.requests[0]?.responseFormat).toEqual({
      name: "city_report",
      schema: JSON.parse(CITY_SCHEMA),
      strict: true,
    });
    chat.answer.next({ kind: "delta", text: '{"city":"Oslo",' });
    expect(lastReply()).not.toHaveProperty("schemaCheck");
    chat.reply({ kind: "delta", text: '"celsius":2}' });
    expect(lastReply()).toMatchObject({ schemaCheck: { kind: "valid" } });
  });

  it("says where an answer breaks the schema", async () => {
    const { viewModel, chat, lastReply } = await readyPlayground();
    viewModel.switchStructuredOutput(true);
    viewModel.editResponseSchema(CITY_SCHEMA);
    viewModel.send("Oslo, please");
    chat.reply({ kind: "delta", text: '{"celsius":"cold","wind":3}' });
    expect(lastReply()).toMatchObject({
      schemaCheck: {
        kind: "invalid",
        problems: expect.arrayContaining([
          { path: "$", rule: "required", expected: "city" },
          { path: "$.celsius", rule: "type", expected: "number" },
          { path: "$.wind", rule: "additionalProperties", expected: "false" },
        ]),
      },
    });
  });

  it("says an answer that is no JSON at all is not JSON, and keeps the check across a reload", async () => {
    const first = await readyPlayground();
    first.viewModel.switchStructuredOutput(true);
    first.viewModel.send("Oslo, please");
    first.chat.reply({ kind: "delta", text: "Oslo is cold." });
    expect(first.lastReply()).toMatchObject({ schemaCheck: { kind: "notJson" } });
    const again = await readyPlayground({ store: first.store });
    expect(again.lastReply()).toMatchObject({ schemaCheck: { kind: "notJson" } });
    expect(again.state().setup.structuredOutput.enabled).toBe(true);
  });

  it("checks no answer that was only asked to call tools, nor one stopped part way", async () => {
    const { viewModel, chat, turns } = await readyPlayground();
    viewModel.switchStructuredOutput(true);
    viewModel.addTool("weather");
    viewModel.send("Weather in Oslo?");
    chat.reply({ kind: "toolCall", index: 0, id: "call_1", name: "get_weather", arguments: "{}" });
    viewModel.send("Never mind");
    chat.answer.next({ kind: "delta", text: "{" });
    viewModel.stop();
    expect(turns().filter((turn) => "schemaCheck" in turn)).toEqual([]);
  });

  it("keeps a schema that is not valid from being sent, naming its problem", async () => {
    const { viewModel, chat, toasts, state } = await readyPlayground();
    viewModel.switchStructuredOutput(true);
    viewModel.editResponseSchema('{"type": "array"}');
    expect(state().setup.structuredOutput.problem).toBe("rootNotObjectType");
    expect(viewModel.send("Hi")).toBe(false);
    expect(toasts()).toEqual([
      "The response schema cannot be sent. The schema's root must be of type object.",
    ]);
    viewModel.switchStructuredOutput(false);
    expect(viewModel.send("Hi")).toBe(true);
    expect(chat.requests[0]?.responseFormat).toBeUndefined();
  });

  it("gets JSON that follows the template schema from the gateway's simulated model", async () => {
    const world = await readyPlayground({ chat: new MemoryChatCompletionsGateway(CatalogueMother.create()) });
    world.viewModel.switchStructuredOutput(true);
    world.viewModel.send("A weather report for Oslo");
    await replyEnded(world);
    expect(world.lastReply()).toMatchObject({ schemaCheck: { kind: "valid" } });
  });
});
