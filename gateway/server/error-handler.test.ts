import { PassThrough, Writable } from "node:stream";
import { setTimeout as pause } from "node:timers/promises";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { handleError } from "./error-handler.ts";
import { notFound } from "./http-problem.ts";
import { answerUnknownRoute } from "./not-found.ts";
import { OPENAI_COMPATIBLE } from "./openai-compatible.ts";
import { modelNotFound } from "./openai-refusals.ts";

async function answerTo(failure: unknown): Promise<{ status: number; body: { errMsgs: string[] } }> {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get("/", async () => {
    throw failure;
  });
  const response = await app.inject({ method: "GET", url: "/" });
  await app.close();
  return { status: response.statusCode, body: response.json() };
}

describe("the gateway's error answers", () => {
  it("keep a refusal's status and messages", async () => {
    expect(await answerTo(notFound("Tier not found"))).toMatchObject({
      status: 404,
      body: { errMsgs: ["Tier not found"] },
    });
  });

  it("treat a value the database cannot hold (a NUL byte, a number out of range) as the client's input: 400", async () => {
    const wrapped = new Error("Failed query", {
      cause: Object.assign(new Error("invalid byte sequence"), { code: "22021" }),
    });
    expect((await answerTo(wrapped)).status).toBe(400);
    expect((await answerTo(Object.assign(new Error("out of range"), { code: "22003" }))).status).toBe(400);
  });

  it("treat a value too long for an index as the client's input: 400 (found by endpoints.fuzz.test.ts)", async () => {
    const wrapped = new Error("Failed query", {
      cause: Object.assign(
        new Error('index row size 6896 exceeds btree version 4 maximum 2704 for index "i"'),
        {
          code: "54000",
        },
      ),
    });
    const { status, body } = await answerTo(wrapped);
    expect(status).toBe(400);
    expect(body.errMsgs).toEqual(["A value in the request is too long to be stored."]);
  });

  it("answer the gateway's own failure with 500 and no internals", async () => {
    const { status, body } = await answerTo(
      Object.assign(new Error('relation "x" does not exist'), { code: "42P01" }),
    );
    expect(status).toBe(500);
    expect(body.errMsgs.join(" ")).not.toContain("relation");
  });

  it("log a client that hung up before a streamed answer began as information, not as the gateway's failure", async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write: (chunk, _encoding, done) => {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream } });
    app.setErrorHandler(handleError);
    app.post("/stream", async (_request, reply) => {
      const events = new PassThrough();
      reply.type("text/event-stream").send(events);
      await pause(300);
      events.end("data: [DONE]\n\n");
      return reply;
    });
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    const hangUp = new AbortController();
    const asked = fetch(`${url}/stream`, { method: "POST", body: "{}", signal: hangUp.signal });
    await pause(50);
    hangUp.abort();
    await asked.catch(() => undefined);
    await pause(400);
    await app.close();
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain("the client closed the connection before the answer");
  });
});

describe("the error answers of routes imitating OpenAI's API", () => {
  async function gatewayWith(failure: unknown) {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(answerUnknownRoute);
    await app.register(
      async (api) => {
        const fail = async () => {
          throw failure;
        };
        api.post("/chat/completions", OPENAI_COMPATIBLE, fail);
        api.post("/feedback", fail);
      },
      { prefix: "/v1/api" },
    );
    return app;
  }

  it("carry OpenAI's error object beside the dashboard's fields", async () => {
    const app = await gatewayWith(modelNotFound("gpt-9"));
    const response = await app.inject({ method: "POST", url: "/v1/api/chat/completions", payload: {} });
    await app.close();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      errMsgs: ["Unknown model: gpt-9"],
      message: "Unknown model: gpt-9",
      error: {
        message: "The model `gpt-9` does not exist or you do not have access to it.",
        type: "invalid_request_error",
        param: null,
        code: "model_not_found",
      },
    });
  });

  it("leave the other routes' answers as they were", async () => {
    const app = await gatewayWith(notFound("Tier not found"));
    const response = await app.inject({ method: "POST", url: "/v1/api/feedback", payload: {} });
    await app.close();
    expect(response.json()).toEqual({
      statusCode: 404,
      errMsgs: ["Tier not found"],
      message: "Tier not found",
    });
  });

  it("say a body that is not JSON could not be parsed, as OpenAI says it", async () => {
    const app = await gatewayWith(notFound("never reached"));
    const response = await app.inject({
      method: "POST",
      url: "/v1/api/chat/completions",
      headers: { "content-type": "application/json" },
      payload: '{"model": ',
    });
    await app.close();
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errMsgs).toHaveLength(1);
    expect(body.error).toMatchObject({ type: "invalid_request_error", param: null, code: null });
    expect(body.error.message).toMatch(/^We could not parse the JSON body of your request/);
  });

  it("answer a path no route serves under one of OpenAI's resources in OpenAI's shape, others as before", async () => {
    const app = await gatewayWith(null);
    const openAi = await app.inject({ method: "GET", url: "/v1/api/responses/resp_1" });
    const dashboard = await app.inject({ method: "GET", url: "/v1/api/no-such-area" });
    await app.close();
    expect(openAi.statusCode).toBe(404);
    expect(openAi.json()).toMatchObject({
      errMsgs: ["No route GET /v1/api/responses/resp_1"],
      error: {
        message: "Invalid URL (GET /v1/api/responses/resp_1)",
        type: "invalid_request_error",
        code: null,
      },
    });
    expect(dashboard.json()).toEqual({
      statusCode: 404,
      errMsgs: ["No route GET /v1/api/no-such-area"],
      message: "Not found",
    });
  });
});
