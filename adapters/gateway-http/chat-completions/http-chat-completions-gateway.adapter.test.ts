import { lastValueFrom, scan, take, toArray } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import { appendStreamEvent } from "../../../core/chat-completions/completion-result.ts";
import { PLAYGROUND_DEFAULTS } from "../../../core/chat-completions/playground-settings.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { RouteName } from "../../../core/routing/route-name.ts";
import { testClient } from "../gateway-http-test-kit.test-helper.ts";
import { type ScriptedAnswer, startScriptedServer } from "../scripted-server.test-helper.ts";
import { HttpChatCompletionsGateway } from "./http-chat-completions-gateway.adapter.ts";

const question: ChatCompletionRequest = {
  model: { systemName: "gpt-4o-mini", hasReasoning: false },
  messages: [{ role: "user", content: "What is a watt?" }],
  settings: PLAYGROUND_DEFAULTS,
};
const usage = { prompt_tokens: 4, completion_tokens: 6, total_tokens: 10 };

let server: Awaited<ReturnType<typeof startScriptedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function gatewayAnswering(answer: ScriptedAnswer) {
  server = await startScriptedServer(() => answer);
  const { client, pages } = testClient(server.origin);
  return { gateway: new HttpChatCompletionsGateway(client), requests: server.requests, pages };
}

const sse = (...events: unknown[]) =>
  events.map((event) => `data: ${typeof event === "string" ? event : JSON.stringify(event)}\n\n`).join("");

describe("a chat completion over HTTP", () => {
  it("is asked as the signed-in user without a key, and answers with the first choice", async () => {
    const { gateway, requests } = await gatewayAnswering({
      status: 200,
      body: { choices: [{ message: { role: "assistant", content: "A joule per second." } }], usage },
    });

    const result = await gateway.complete(question);

    expect(result).toEqual({ message: "A joule per second.", question: "What is a watt?", usage });
    expect(requests[0]?.headers.authorization).toBe("Bearer test-token");
    expect(requests[0]?.headers.sessionid).toBeUndefined();
    expect(requests[0]?.headers.ensure_success).toBe("false");
    expect(JSON.parse(requests[0]?.body ?? "")).toMatchObject({
      model: "gpt-4o-mini",
      stream: false,
      max_tokens: 1024,
    });
  });

  it("names the department asked as in x-department-id, on the session client", async () => {
    const { gateway, requests } = await gatewayAnswering({
      status: 200,
      body: { choices: [{ message: { content: "Done." } }], usage },
    });

    await gateway.complete({ ...question, departmentId: "dep-research" });

    expect(requests[0]?.headers.authorization).toBe("Bearer test-token");
    expect(requests[0]?.headers["x-department-id"]).toBe("dep-research");
  });

  it("is asked with the API key and the conversation's session when a key is chosen", async () => {
    const { gateway, requests } = await gatewayAnswering({
      status: 200,
      body: { choices: [{ message: { content: "Hi" } }], usage },
    });

    await gateway.complete({ ...question, apiKey: "sk-chosen", sessionId: "conv-1", ensureSuccess: true });

    expect(requests[0]?.headers.authorization).toBe("Bearer sk-chosen");
    expect(requests[0]?.headers.sessionid).toBe("conv-1");
    expect(requests[0]?.headers.ensure_success).toBeUndefined();
  });

  it("is asked with the session and the chosen key's id when the playground uses one of the person's keys", async () => {
    const { gateway, requests } = await gatewayAnswering({
      status: 200,
      body: { choices: [{ message: { content: "Hi" } }], usage },
    });

    await gateway.complete({ ...question, apiKeyId: "key-7", sessionId: "conv-1" });

    expect(requests[0]?.headers.authorization).toBe("Bearer test-token");
    expect(requests[0]?.headers["x-api-key-id"]).toBe("key-7");
    expect(requests[0]?.headers.sessionid).toBe("conv-1");
  });

  it("tells a key's refusal in place, in the gateway's words, without an error page", async () => {
    const { gateway, pages } = await gatewayAnswering({
      status: 401,
      body: {
        errMsgs: ["This API key was revoked."],
        error: { message: "This API key was revoked.", code: "invalid_api_key" },
      },
    });

    const error = await gateway.complete({ ...question, apiKeyId: "key-7" }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 401, serverMessages: ["This API key was revoked."] });
    expect(pages).toEqual([]);
  });

  it("streams the answer piece by piece, then its usage", async () => {
    const { gateway, requests } = await gatewayAnswering({
      status: 200,
      headers: { "Content-Type": "text/event-stream" },
      body: sse(
        { choices: [{ delta: { role: "assistant" } }] },
        { choices: [{ delta: { content: "A joule" } }] },
        { choices: [{ delta: { content: " per second." } }] },
        { choices: [], usage },
        "[DONE]",
      ),
    });

    const events = await lastValueFrom(gateway.stream(question).pipe(toArray()));

    expect(events).toEqual([
      { kind: "delta", text: "A joule" },
      { kind: "delta", text: " per second." },
      { kind: "usage", usage },
    ]);
    expect(
      events.reduce(appendStreamEvent, { message: "", question: "What is a watt?", usage: null }).message,
    ).toBe("A joule per second.");
    expect(JSON.parse(requests[0]?.body ?? "")).toMatchObject({ stream: true });
  });

  it("tells first which model served the answer and why, when the gateway says", async () => {
    const { gateway } = await gatewayAnswering({
      status: 200,
      headers: {
        "Content-Type": "text/event-stream",
        "x-gateway-model": "gpt-4o-mini",
        "x-gateway-provider": "OpenAI",
        "x-gateway-routing-reason": "Cost: lowest price",
      },
      body: sse({ choices: [{ delta: { content: "A joule" } }] }, "[DONE]"),
    });

    const events = await lastValueFrom(gateway.stream(question).pipe(toArray()));

    expect(events).toEqual([
      {
        kind: "served",
        servedBy: { model: "gpt-4o-mini", provider: "OpenAI", routingReason: "Cost: lowest price" },
      },
      { kind: "delta", text: "A joule" },
    ]);
  });

  it("tells a spent department budget in place, showing no page, whole or streamed", async () => {
    const words = "Monthly budget of the department reached: $10.00 of $10.00 spent this month.";
    const { gateway, pages } = await gatewayAnswering({
      status: 429,
      body: {
        errMsgs: [words],
        error: { message: words, type: "insufficient_quota", code: "insufficient_quota" },
      },
    });

    const whole = await gateway.complete(question).catch((e: unknown) => e);
    const streamed = await lastValueFrom(gateway.stream(question).pipe(toArray())).catch((e: unknown) => e);

    for (const error of [whole, streamed]) expect((error as GatewayError).serverMessages).toEqual([words]);
    expect(pages).toEqual([]);
  });

  it("still sends a rate limit to its page", async () => {
    const { gateway, pages } = await gatewayAnswering({
      status: 429,
      body: { errMsgs: ["Too many requests"], error: { code: "rate_limit_exceeded", type: "requests" } },
    });

    await gateway.complete(question).catch(() => undefined);

    expect(pages).toEqual([RouteName.MANY_REQUEST]);
  });

  it("surfaces the errMsgs of a stream the gateway gave up on", async () => {
    const { gateway } = await gatewayAnswering({
      status: 200,
      headers: { "Content-Type": "text/event-stream" },
      body: sse({ choices: [{ delta: { content: "A" } }] }, { errMsgs: ["Monthly budget exceeded"] }),
    });

    const error = await lastValueFrom(gateway.stream(question).pipe(toArray())).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).serverMessages).toEqual(["Monthly budget exceeded"]);
  });

  it("fails with a GatewayError, not a SyntaxError, when the gateway streams a chunk that is not JSON", async () => {
    const { gateway } = await gatewayAnswering({
      status: 200,
      headers: { "Content-Type": "text/event-stream" },
      body: sse({ choices: [{ delta: { content: "A" } }] }, "{not json", "[DONE]"),
    });

    const error = await lastValueFrom(gateway.stream(question).pipe(toArray())).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).message).toMatch(/could not be read/);
    expect((error as GatewayError).message).toContain("{not json");
    expect((error as GatewayError).shownAs).toBeNull();
  });

  it("fails as a lost connection, showing no page, when the connection is cut part way", async () => {
    let pulls = 0;
    const cut = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1)
          controller.enqueue(new TextEncoder().encode(sse({ choices: [{ delta: { content: "Once" } }] })));
        else controller.error(new TypeError("network error"));
      },
    });
    const { client, pages } = testClient("http://gateway.test/v1/api", {
      fetch: async () => new Response(cut, { status: 200 }),
    });
    const seen: unknown[] = [];

    const error = await lastValueFrom(
      new HttpChatCompletionsGateway(client).stream(question).pipe(
        scan((all, event) => {
          seen.push(event);
          return all;
        }, []),
      ),
    ).catch((e: unknown) => e);

    expect(seen).toEqual([{ kind: "delta", text: "Once" }]);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).failure).toEqual({ kind: "network" });
    expect((error as GatewayError).shownAs).toBeNull();
    expect(pages).toEqual([]);
  });

  it("stops the request when the playground stops listening", async () => {
    let signal: AbortSignal | undefined;
    const neverEnding = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(sse({ choices: [{ delta: { content: "Once" } }] })));
      },
    });
    const { client } = testClient("http://gateway.test/v1/api", {
      fetch: async (_url, init) => {
        signal = init?.signal ?? undefined;
        return new Response(neverEnding, { status: 200 });
      },
    });

    const first = await lastValueFrom(
      new HttpChatCompletionsGateway(client).stream(question).pipe(
        take(1),
        scan((all, event) => [...all, event], [] as unknown[]),
      ),
    );

    expect(first).toEqual([{ kind: "delta", text: "Once" }]);
    expect(signal?.aborted).toBe(true);
  });
});
