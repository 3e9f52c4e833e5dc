import { describe, expect, it } from "vitest";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import {
  recordDepartmentSpend,
  recordedRows,
  signInDepartmentMember,
} from "../chat-completions/chat-completions.test-helper.ts";
import { upstreamWorldOfFile } from "../chat-completions/upstream-world.test-helper.ts";
import { openAiSchemaErrors } from "../testing/openai-openapi/openai-schema-validator.ts";
import { askResponses, typedEventsOf } from "./responses.test-helper.ts";

const world = upstreamWorldOfFile(
  [
    { name: "MockAI", models: ["gpt-4o-mini"] },
    {
      name: "NativeAI",
      apiKey: "native-secret",
      models: ["gpt-4o"],
      apis: ["responses", "chat-completions"],
    },
  ],
  [{ systemName: "gpt-4o-mini" }, { systemName: "gpt-4o", prices: [2.5, 10] }],
);

const MAIL = "Write to ada@example.com";

describe("the Responses API under a department's policies", () => {
  it("translated to chat completions, every text is redacted before it is forwarded and in the log", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, {
      piiHandling: PiiHandling.ANONYMIZE,
    });
    const response = await askResponses(world.gateway.apiUrl, key, {
      model: "gpt-4o-mini",
      instructions: "Reply to ada@example.com",
      input: [
        { role: "user", content: [{ type: "input_text", text: MAIL }] },
        {
          type: "function_call",
          call_id: "call_1",
          name: "send_mail",
          arguments: '{"to":"ada@example.com"}',
        },
        { type: "function_call_output", call_id: "call_1", output: "Sent to ada@example.com" },
      ],
    });
    expect(response.status).toBe(200);
    const forwarded = JSON.stringify(world.mocks.MockAI.received.at(-1)?.body);
    expect(forwarded).not.toContain("ada@example.com");
    expect(forwarded).toContain("<EMAIL_ADDRESS>");
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row).toMatchObject({ statusCode: 200, vendor: "MockAI", servedModel: "gpt-4o-mini" });
    expect(row?.requestContent).not.toContain("ada@example.com");
    expect(row?.tokensIn).toBeGreaterThan(0);
  });

  it("refuses with OpenAI's insufficient_quota once the department's budget is spent", async () => {
    const { key, person, organizationId, departmentId } = await signInDepartmentMember(world.gateway, {
      monthlyBudgetInDollar: 5,
    });
    await recordDepartmentSpend(world.gateway.db, {
      userId: person.uid,
      organizationId,
      departmentId,
      totalCost: 5.2,
      createdAt: new Date().toISOString(),
    });
    const response = await askResponses(world.gateway.apiUrl, key, { model: "gpt-4o-mini", input: "Hello" });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: { code: "insufficient_quota" } });
  });
});

describe("the Responses API to an upstream that speaks it", () => {
  it("forwards the request as sent, its texts redacted and the model renamed, and answers as the upstream wrote", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, {
      piiHandling: PiiHandling.ANONYMIZE,
    });
    const sent = {
      model: "gpt-4o",
      input: MAIL,
      metadata: { ticket: "42" },
      include: ["reasoning.encrypted_content"],
    };
    const response = await askResponses(world.gateway.apiUrl, key, sent);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-gateway-provider")).toBe("NativeAI");
    const received = world.mocks.NativeAI.received.at(-1);
    expect(received).toMatchObject({ path: "/v1/responses", authorization: "Bearer native-secret" });
    expect(received?.body).toEqual({ ...sent, input: "Write to <EMAIL_ADDRESS>" });
    expect(openAiSchemaErrors("CreateResponse", received?.body)).toEqual([]);
    const answer = (await response.json()) as { object: string; usage: { input_tokens: number } };
    expect(openAiSchemaErrors("Response", answer)).toEqual([]);
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row).toMatchObject({
      vendor: "NativeAI",
      tokensIn: answer.usage.input_tokens,
      usageEstimated: false,
      piiRedactions: { EMAIL_ADDRESS: 1 },
    });
  });

  it("relays its event stream as written and records the usage of its completed event", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, {});
    const response = await askResponses(world.gateway.apiUrl, key, {
      model: "gpt-4o",
      input: "Hi",
      stream: true,
    });
    const events = typedEventsOf(await response.text());
    expect(events.map(({ event, data }) => event === data.type)).not.toContain(false);
    const completed = events.find(({ event }) => event === "response.completed")?.data.response as {
      usage: { output_tokens: number };
    };
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row).toMatchObject({
      isStream: true,
      tokensOut: completed.usage.output_tokens,
      usageEstimated: false,
    });
  });
});
