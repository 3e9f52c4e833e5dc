import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { keepSchemasForDocumentation } from "./documentation-only-schemas.ts";

const app = Fastify();
afterEach(() => app.close());

describe("route schemas kept for documentation", () => {
  it("neither refuse a body against them nor trim the answer to them", async () => {
    keepSchemasForDocumentation(app);
    app.post(
      "/cards",
      {
        schema: {
          body: {
            type: "object",
            required: ["last4"],
            properties: { last4: { type: "string", pattern: "^\\d{4}$" } },
          },
          response: { 201: { type: "object", properties: { id: { type: "string" } } } },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return { id: "pm_1", received: request.body, price: 19.9 };
      },
    );
    const answer = await app.inject({ method: "POST", url: "/cards", payload: { last4: "12", extra: true } });
    expect(answer.statusCode).toBe(201);
    expect(answer.body).toBe(
      JSON.stringify({ id: "pm_1", received: { last4: "12", extra: true }, price: 19.9 }),
    );
  });
});
