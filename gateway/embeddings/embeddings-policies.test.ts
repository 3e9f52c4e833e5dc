import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataResidency } from "../../core/organization/data-residency.ts";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import {
  recordDepartmentSpend,
  recordedRows,
  seedUserKey,
  signInDepartmentMember,
} from "../chat-completions/chat-completions.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { askEmbeddings, type EmbeddingList } from "./embeddings.test-helper.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const embed = (key: string, model: string, input: unknown = "What is a watt?") =>
  askEmbeddings(gateway.apiUrl, key, { model, input });

describe("a department's policies on embeddings", () => {
  it("refuses an embedding model the department was not given, with 403", async () => {
    const { key } = await signInDepartmentMember(gateway, { allowedModels: ["text-embedding-3-small"] });
    const refused = await embed(key, "text-embedding-3-large");
    expect(refused.status).toBe(403);
    expect((await refused.json()).errMsgs[0]).toMatch(
      /^Model text-embedding-3-large is not allowed for the department Research \w+\. Allowed models: text-embedding-3-small\.$/,
    );
    expect((await embed(key, "text-embedding-3-small")).status).toBe(200);
  });

  it("refuses a model served outside the department's data residency, and serves one inside it", async () => {
    const { key } = await signInDepartmentMember(gateway, { dataResidency: DataResidency.EU });
    expect((await embed(key, "text-embedding-3-small")).status).toBe(403);
    expect((await embed(key, "mistral-embed")).status).toBe(200);
  });

  it("refuses embeddings once the department's monthly budget is spent, and forwards nothing", async () => {
    const { key, departmentId, person } = await signInDepartmentMember(gateway, { monthlyBudgetInDollar: 1 });
    await recordDepartmentSpend(gateway.db, {
      userId: person.user.id,
      departmentId,
      totalCost: 1.5,
      createdAt: new Date().toISOString(),
    });
    const refused = await embed(key, "text-embedding-3-small");
    expect(refused.ok).toBe(false);
    expect((await refused.json()).errMsgs[0]).toMatch(/^Monthly budget of the department reached/);
  });

  it("logs a department's texts with personal data blocked", async () => {
    const { key, person } = await signInDepartmentMember(gateway, { piiHandling: PiiHandling.ANONYMIZE });
    expect(
      (await embed(key, "text-embedding-3-small", ["Mail ada@example.com", "Call +44 20 7946 0958"])).status,
    ).toBe(200);
    const [row] = await recordedRows(gateway.db, person.user.id);
    expect(row?.query).toBe("Mail <EMAIL_ADDRESS>\nCall <PHONE_NUMBER>");
    expect(row?.requestContent).toBe(JSON.stringify(["Mail <EMAIL_ADDRESS>", "Call <PHONE_NUMBER>"]));
    expect(row).toMatchObject({
      organizationId: expect.any(String),
      departmentId: expect.any(String),
      piiRedactions: { EMAIL_ADDRESS: 1, PHONE_NUMBER: 1 },
    });
  });
});

describe("the request log", () => {
  it("lists an embeddings request with its tokens, its cost at the input price and what came back", async () => {
    const person = await gateway.signIn();
    const key = await seedUserKey(gateway.db, person.user);
    const response = await askEmbeddings(gateway.apiUrl, key, {
      model: "text-embedding-3-large",
      input: ["Volts", "Amperes", "Ohms"],
      dimensions: 1024,
    });
    const answer = (await response.json()) as EmbeddingList;
    const [row] = await recordedRows(gateway.db, person.user.id);
    expect(row).toMatchObject({
      model: "text-embedding-3-large",
      servedModel: "text-embedding-3-large",
      vendor: "Simulated (offline)",
      statusCode: 200,
      tokensIn: answer.usage.prompt_tokens,
      tokensOut: 0,
      totalTokens: answer.usage.prompt_tokens,
      query: "Volts\nAmperes\nOhms",
      responseContent: "3 embeddings of 1024 dimensions",
      isStream: false,
    });
    expect(row?.totalCost).toBeCloseTo((answer.usage.prompt_tokens * 0.13) / 1_000_000, 12);
    expect(row?.totalCost).toBeGreaterThan(0);

    const history = await fetch(`${gateway.apiUrl}/chat/history?verbose=true`, { headers: person.headers });
    const { data } = (await history.json()) as { data: { model: string; responseContent?: string }[] };
    expect(data[0]).toMatchObject({ model: "text-embedding-3-large" });
  });
});
