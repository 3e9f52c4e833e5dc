import { describe, expect, it } from "vitest";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import { askChat, question, recordedRows, signInDepartmentMember } from "./chat-completions.test-helper.ts";
import { upstreamWorldOfFile } from "./upstream-world.test-helper.ts";

const world = upstreamWorldOfFile(
  [{ name: "MockAI", models: ["gpt-4o-mini"] }],
  [{ systemName: "gpt-4o-mini" }],
);

/** The last user message the upstream received. */
function forwardedUserMessage(): string | undefined {
  const received = world.mocks.MockAI.received.at(-1);
  const messages = (received?.body.messages ?? []) as { role: string; content: string }[];
  return messages.findLast((message) => message.role === "user")?.content;
}

describe("a department's PII handling", () => {
  const personal =
    "Mail ada@example.com or call +44 20 7946 0958; card 4111 1111 1111 1111, IBAN GB82 WEST 1234 5698 7654 32, " +
    "host 10.0.0.12 or 2001:db8::1, SSN 123-45-6789.";

  it("Block PII replaces every kind of personal data by its kind before forwarding, and in the log", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, {
      piiHandling: PiiHandling.ANONYMIZE,
    });
    expect((await askChat(world.gateway.apiUrl, key, question("gpt-4o-mini", personal))).status).toBe(200);
    const redacted =
      "Mail <EMAIL_ADDRESS> or call <PHONE_NUMBER>; card <CREDIT_CARD>, IBAN <IBAN_CODE>, " +
      "host <IP_ADDRESS> or <IP_ADDRESS>, SSN <NATIONAL_ID>.";
    expect(forwardedUserMessage()).toBe(redacted);
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row?.query).toBe(redacted);
    expect(row?.requestContent).not.toContain("ada@example.com");
    expect(row?.piiRedactions).toEqual({
      EMAIL_ADDRESS: 1,
      PHONE_NUMBER: 1,
      CREDIT_CARD: 1,
      IBAN_CODE: 1,
      IP_ADDRESS: 2,
      NATIONAL_ID: 1,
    });
  });

  it("Mask PII gives each value a placeholder of its own, the same in every message", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, {
      piiHandling: PiiHandling.PSEUDONYMIZE,
    });
    const body = {
      ...question("gpt-4o-mini"),
      messages: [
        { role: "user", content: "Ada is ada@example.com, Bob is bob@example.com." },
        { role: "assistant", content: "Noted." },
        { role: "user", content: "Write to ada@example.com." },
      ],
    };
    expect((await askChat(world.gateway.apiUrl, key, body)).status).toBe(200);
    expect(world.mocks.MockAI.received.at(-1)?.body.messages).toEqual([
      { role: "user", content: "Ada is <EMAIL_ADDRESS_1>, Bob is <EMAIL_ADDRESS_2>." },
      { role: "assistant", content: "Noted." },
      { role: "user", content: "Write to <EMAIL_ADDRESS_1>." },
    ]);
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row?.piiRedactions).toEqual({ EMAIL_ADDRESS: 3 });
  });

  it("records no redaction, as an empty count, for a request without personal data", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, {
      piiHandling: PiiHandling.PSEUDONYMIZE,
    });
    await askChat(world.gateway.apiUrl, key, question("gpt-4o-mini", "What is the capital of France?"));
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row?.piiRedactions).toEqual({});
  });

  it("Mask PII reaches every text a request carries: parts, tool descriptions, arguments and results", async () => {
    const { key } = await signInDepartmentMember(world.gateway, { piiHandling: PiiHandling.PSEUDONYMIZE });
    const body = {
      model: "gpt-4o-mini",
      tools: [
        {
          type: "function",
          function: {
            name: "send_mail",
            description: "Sends mail, e.g. to ada@example.com",
            parameters: { type: "object", properties: { to: { type: "string" } } },
          },
        },
      ],
      messages: [
        { role: "user", content: [{ type: "text", text: "Mail ada@example.com" }] },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: "call_1",
              type: "function",
              function: { name: "send_mail", arguments: '{"to":"ada@example.com"}' },
            },
          ],
        },
        { role: "tool", tool_call_id: "call_1", content: "Delivered to ada@example.com" },
      ],
    };
    expect((await askChat(world.gateway.apiUrl, key, body)).status).toBe(200);
    const sent = world.mocks.MockAI.received.at(-1)?.body as typeof body;
    expect(JSON.stringify(sent)).not.toContain("ada@example.com");
    expect(sent.tools[0]?.function.description).toBe("Sends mail, e.g. to <EMAIL_ADDRESS_1>");
    expect(sent.messages[0]?.content).toEqual([{ type: "text", text: "Mail <EMAIL_ADDRESS_1>" }]);
    const call = sent.messages[1]?.tool_calls?.[0];
    expect(call?.id).toBe("call_1");
    expect(JSON.parse(call?.function.arguments ?? "")).toEqual({ to: "<EMAIL_ADDRESS_1>" });
    expect(sent.messages[2]).toEqual({
      role: "tool",
      tool_call_id: "call_1",
      content: "Delivered to <EMAIL_ADDRESS_1>",
    });
  });

  it("looks only for the kinds the department chose", async () => {
    const { key } = await signInDepartmentMember(world.gateway, {
      piiHandling: PiiHandling.ANONYMIZE,
      piiEntities: ["CREDIT_CARD"],
    });
    await askChat(
      world.gateway.apiUrl,
      key,
      question("gpt-4o-mini", "ada@example.com paid with 4111 1111 1111 1111"),
    );
    expect(forwardedUserMessage()).toBe("ada@example.com paid with <CREDIT_CARD>");
  });

  it("forwards the prompt untouched when set to none", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, { piiHandling: PiiHandling.NONE });
    await askChat(world.gateway.apiUrl, key, question("gpt-4o-mini", personal));
    expect(forwardedUserMessage()).toBe(personal);
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row?.piiRedactions).toBeNull();
  });
});
