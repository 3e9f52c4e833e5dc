import { PassThrough, Writable } from "node:stream";
import { setTimeout as pause } from "node:timers/promises";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { handleError } from "./error-handler.ts";
import { notFound } from "./http-problem.ts";

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
