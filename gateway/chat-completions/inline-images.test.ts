import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_REQUEST_BODY_LIMIT } from "../server/model-request-body-limit.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

/** A question carrying one inline PNG of about `bytes` bytes, as the playground attaches it. */
function questionWithImage(bytes: number): string {
  const data = Buffer.alloc(bytes, 7).toString("base64");
  return JSON.stringify({
    model: "simulated-fast",
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: "What is in this picture?" },
          { type: "image_url", image_url: { url: `data:image/png;base64,${data}` } },
        ],
      },
    ],
  });
}

describe("a question with an image attached inline", () => {
  it("is answered when its images are as large as the dashboard lets a person attach", async () => {
    const person = await gateway.signIn();
    const response = await fetch(`${gateway.apiUrl}/chat/completions`, {
      method: "POST",
      headers: { ...person.headers, "Content-Type": "application/json" },
      body: questionWithImage(3 * 1024 * 1024),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(answer.choices[0]?.message.content).toMatch(/\w+/);
  });

  it("is refused with 413 and a message, in OpenAI's shape, beyond the model endpoints' limit", async () => {
    const person = await gateway.signIn();
    const response = await fetch(`${gateway.apiUrl}/chat/completions`, {
      method: "POST",
      headers: { ...person.headers, "Content-Type": "application/json" },
      body: questionWithImage(MODEL_REQUEST_BODY_LIMIT),
    });
    expect(response.status).toBe(413);
    const refusal = (await response.json()) as { errMsgs?: unknown; error?: { message?: unknown } };
    expect(refusal.errMsgs).toEqual([expect.any(String)]);
    expect(refusal.error?.message).toEqual(expect.any(String));
  });
});
