import { describe, expect, it } from "vitest";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import { recordedRows, signInDepartmentMember } from "../chat-completions/chat-completions.test-helper.ts";
import { upstreamWorldOfFile } from "../chat-completions/upstream-world.test-helper.ts";
import { typedEventsOf } from "../responses/responses.test-helper.ts";
import { askMessages } from "./anthropic-messages.test-helper.ts";

const world = upstreamWorldOfFile(
  [
    { name: "MockAI", models: ["gpt-4o-mini"] },
    {
      name: "Anthropic",
      apiKey: "anthropic-secret",
      models: ["claude-sonnet-4"],
      apis: ["anthropic-messages"],
    },
  ],
  [{ systemName: "gpt-4o-mini" }, { systemName: "claude-sonnet-4", provider: "Anthropic", prices: [3, 15] }],
);

const MAIL = "Write to ada@example.com";

describe("Anthropic's Messages API under a department's policies", () => {
  it("translated to chat completions, the system prompt, text blocks and tool results are redacted, in the log too", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, {
      piiHandling: PiiHandling.ANONYMIZE,
    });
    const response = await askMessages(world.gateway.apiUrl, key, {
      model: "gpt-4o-mini",
      max_tokens: 100,
      system: "Reply to ada@example.com",
      messages: [
        { role: "user", content: [{ type: "text", text: MAIL }] },
        {
          role: "assistant",
          content: [{ type: "tool_use", id: "toolu_1", name: "send_mail", input: { to: "ada@example.com" } }],
        },
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "Sent to ada@example.com" }],
        },
      ],
    });
    expect(response.status).toBe(200);
    const forwarded = JSON.stringify(world.mocks.MockAI.received.at(-1)?.body);
    expect(forwarded).not.toContain("ada@example.com");
    expect(forwarded).toContain("toolu_1");
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row).toMatchObject({ statusCode: 200, vendor: "MockAI" });
    expect(row?.requestContent).not.toContain("ada@example.com");
    // The system prompt, the text, the tool's input and its result: each address counted once.
    expect(row?.piiRedactions).toEqual({ EMAIL_ADDRESS: 4 });
  });

  it("refuses a model the department may not use in Anthropic's error shape", async () => {
    const { key } = await signInDepartmentMember(world.gateway, { allowedModels: ["gpt-4o-mini"] });
    const response = await askMessages(world.gateway.apiUrl, key, {
      model: "claude-sonnet-4",
      max_tokens: 100,
      messages: [{ role: "user", content: "Hello" }],
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: "error", error: { type: "permission_error" } });
  });

  it("answers a path it does not serve under the Anthropic base URL in Anthropic's shape", async () => {
    const { key } = await signInDepartmentMember(world.gateway, {});
    const response = await askMessages(world.gateway.apiUrl, key, {}, "/anthropic/v1/complete");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ type: "error", error: { type: "not_found_error" } });
  });
});

describe("Anthropic's Messages API to an upstream that speaks it", () => {
  it("forwards the request as sent with the upstream's own key and version, and answers as it wrote", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, {
      piiHandling: PiiHandling.ANONYMIZE,
    });
    const sent = {
      model: "claude-sonnet-4",
      max_tokens: 100,
      stop_sequences: ["END"],
      metadata: { user_id: "ticket-42" },
      system: [{ type: "text", text: "Be brief.", cache_control: { type: "ephemeral" } }],
      messages: [{ role: "user", content: MAIL }],
    };
    const response = await askMessages(world.gateway.apiUrl, key, sent);
    expect(response.status).toBe(200);
    const received = world.mocks.Anthropic.received.at(-1);
    expect(received?.path).toBe("/v1/messages");
    expect(received?.headers).toMatchObject({
      "x-api-key": "anthropic-secret",
      "anthropic-version": "2023-06-01",
    });
    expect(received?.body).toEqual({
      ...sent,
      messages: [{ role: "user", content: "Write to <EMAIL_ADDRESS>" }],
    });
    const answer = (await response.json()) as { type: string; usage: { output_tokens: number } };
    expect(answer.type).toBe("message");
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row).toMatchObject({
      vendor: "Anthropic",
      tokensOut: answer.usage.output_tokens,
      usageEstimated: false,
    });
  });

  it("relays its event stream as written and records its usage", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, {});
    const response = await askMessages(world.gateway.apiUrl, key, {
      model: "claude-sonnet-4",
      max_tokens: 100,
      stream: true,
      messages: [{ role: "user", content: "Hello" }],
    });
    const events = typedEventsOf(await response.text());
    expect(events[0]?.event).toBe("message_start");
    expect(events.at(-1)?.event).toBe("message_stop");
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row).toMatchObject({ vendor: "Anthropic", isStream: true, usageEstimated: false });
    expect(row?.tokensOut).toBeGreaterThan(0);
  });
});
