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

  it("answer the gateway's own failure with 500 and no internals", async () => {
    const { status, body } = await answerTo(
      Object.assign(new Error('relation "x" does not exist'), { code: "42P01" }),
    );
    expect(status).toBe(500);
    expect(body.errMsgs.join(" ")).not.toContain("relation");
  });
});
