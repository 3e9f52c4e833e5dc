import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { seedModels } from "./chat-completions.test-helper.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  // Dear enough that a few answers spend $0.05.
  await seedModels(gateway.db, [
    { systemName: "gpt-4o", prices: [50, 200] },
    { systemName: "gpt-4o-mini", prices: [0.15, 0.6] },
  ]);
});
afterAll(() => gateway.close());

const QUESTION = { messages: [{ role: "user" as const, content: "What is a watt?" }] };

/** OpenAI's official client with this key, as an application would hold it (no retries, to see each refusal). */
const clientWith = (secret: string) => new OpenAI({ apiKey: secret, baseURL: gateway.apiUrl, maxRetries: 0 });

/** What the SDK throws for a request with this key, or null when it was answered. */
async function refusalOf(
  secret: string,
  model = "gpt-4o",
): Promise<InstanceType<typeof OpenAI.APIError> | null> {
  try {
    await clientWith(secret).chat.completions.create({ model, ...QUESTION });
    return null;
  } catch (error) {
    if (error instanceof OpenAI.APIError) return error;
    throw error;
  }
}

describe("an API key governed from making to revoking, used with OpenAI's SDK", () => {
  it("is limited to one model and $0.05, refused once spent, rotated with both secrets working, then revoked", async () => {
    const person = await gateway.signIn();
    const call = async (path: string, body: object, method = "POST") => {
      const response = await fetch(`${gateway.apiUrl}${path}`, {
        method,
        headers: { ...person.headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.ok).toBe(true);
      return (await response.json()) as ApiKeyRecord[];
    };

    const settings = {
      name: "Done means",
      expiresAt: null,
      monthlyBudgetUsd: 0.05,
      requestsPerMinute: null,
      tokensPerMinute: null,
      allowedModels: ["gpt-4o"],
    };
    const made = await call("/users/apikeys", settings);
    const key = made.find((entry) => entry.secretInFull);
    if (!key) throw new Error("the new key's secret is in the answer");
    const firstSecret = key.value;

    const otherModel = await refusalOf(firstSecret, "gpt-4o-mini");
    expect(otherModel).toBeInstanceOf(OpenAI.PermissionDeniedError);
    expect(otherModel?.code).toBe("model_not_found");

    let answered = 0;
    let spent: InstanceType<typeof OpenAI.APIError> | null = null;
    for (let i = 0; i < 50 && !spent; i++) {
      spent = await refusalOf(firstSecret);
      if (!spent) answered++;
    }
    expect(answered).toBeGreaterThan(0);
    expect(spent).toBeInstanceOf(OpenAI.RateLimitError);
    expect(spent?.code).toBe("insufficient_quota");
    expect(spent?.message).toMatch(
      /Monthly budget of this API key reached: \$0\.\d\d of \$0\.05 spent this month\./,
    );

    const rotated = await call(`/users/apikeys/${key.id}/rotate`, { grace: "1h" });
    const secondSecret = rotated.find((entry) => entry.id === key.id && entry.secretInFull)?.value ?? "";
    expect(secondSecret).not.toBe(firstSecret);
    for (const secret of [firstSecret, secondSecret]) {
      const models = await clientWith(secret).models.list();
      expect(models.data.map((model) => model.id)).toEqual(["Best Available", "gpt-4o"]);
      // Still known and in good standing: refused only for its spent budget.
      expect((await refusalOf(secret))?.code).toBe("insufficient_quota");
    }
    await call(`/users/apikeys/${key.id}`, { ...settings, monthlyBudgetUsd: 10 }, "PUT");
    for (const secret of [firstSecret, secondSecret]) expect(await refusalOf(secret)).toBeNull();

    await call(`/users/apikeys/${key.id}/revoke`, {});
    for (const secret of [firstSecret, secondSecret]) {
      const revoked = await refusalOf(secret);
      expect(revoked).toBeInstanceOf(OpenAI.AuthenticationError);
      expect(revoked?.message).toMatch(/This API key was revoked\./);
      await expect(clientWith(secret).models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    }
  });
});
