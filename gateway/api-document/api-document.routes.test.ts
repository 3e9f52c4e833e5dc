import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  HttpMethod,
  OpenApiDocument,
  OpenApiOperation,
} from "../../core/api-document/openapi-document.ts";
import { CARD_BRANDS } from "../../core/billing/new-card.dto.ts";
import { API_PREFIX } from "../server/build-server.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { exampleMismatches } from "./example-mismatches.test-helper.ts";
import { undocumentedOperations } from "./undocumented-operations.ts";

let gateway: TestGateway;
let document: OpenApiDocument;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  const answer = await fetch(`${gateway.apiUrl}/openapi.json`);
  document = (await answer.json()) as OpenApiDocument;
});
afterAll(() => gateway.close());

function operations(): { name: string; operation: OpenApiOperation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation: operation as OpenApiOperation,
    })),
  );
}

const operationAt = (method: HttpMethod, path: string) => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};

describe("the gateway's API document", () => {
  it("is an OpenAPI 3.1 document anyone may read at GET /openapi.json, for the server /v1/api", async () => {
    const answer = await fetch(`${gateway.apiUrl}/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toEqual(expect.any(String));
    expect(document.servers).toEqual([expect.objectContaining({ url: API_PREFIX })]);
  });

  it("describes every route the gateway registered, each with an operationId, a summary, a tag and its security", () => {
    const registered = gateway.app.registeredOperations();
    expect(registered.length).toBeGreaterThan(40);
    expect(undocumentedOperations(registered, document, API_PREFIX)).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size, "operationIds are unique").toBe(ids.length);
  });

  it("gives each operation its success answer with an example, and its refusals in the errMsgs shape (Anthropic's on its paths)", () => {
    for (const { name, operation } of operations()) {
      const responses = Object.entries(operation.responses ?? {});
      const successes = responses.filter(([status]) => status.startsWith("2"));
      expect(successes, name).toHaveLength(1);
      for (const [, success] of successes) {
        // A binary answer (a zip) has no example a reader could use; its description says what it holds.
        const readable = Object.values(success.content ?? {}).filter(
          (media) => media.schema?.format !== "binary",
        );
        for (const media of readable) expect(media.example, name).toBeDefined();
      }
      const refusals = responses.filter(([status]) => Number(status) >= 400);
      expect(
        refusals.map(([status]) => status),
        name,
      ).toContain("429");
      const anthropic = name.includes(" /anthropic/");
      for (const [status, refusal] of refusals) {
        const json = refusal.content?.["application/json"];
        expect(json?.schema, `${name} ${status}`).toEqual({
          $ref: `#/components/schemas/${anthropic ? "AnthropicProblem" : "Problem"}`,
        });
        expect(json?.example, `${name} ${status}`).toMatchObject(
          anthropic
            ? { type: "error", error: { type: expect.any(String), message: expect.any(String) } }
            : { statusCode: Number(status), errMsgs: [expect.any(String)] },
        );
      }
    }
    expect(document.components?.schemas?.Problem?.required).toEqual(["statusCode", "errMsgs", "message"]);
  });

  it("gives examples that have the types and fields their schemas state", () => {
    const components = document.components?.schemas ?? {};
    const mismatches = operations().flatMap(({ name, operation }) =>
      Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
        const json = response.content?.["application/json"];
        return json?.schema
          ? exampleMismatches(json.example, json.schema, components, `${name} ${status}`)
          : [];
      }),
    );
    expect(mismatches).toEqual([]);
  });

  it("says which operations are public and that chat completions also take an API key", () => {
    for (const [method, path] of [
      ["get", "/tiers"],
      ["get", "/providers/models"],
      ["get", "/openapi.json"],
    ] as const) {
      expect(operationAt(method, path).security, path).toEqual([]);
    }
    expect(operationAt("get", "/users/apikeys").security).toEqual([{ session: [] }]);
    expect(operationAt("post", "/chat/completions").security).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(document.components?.securitySchemes).toMatchObject({
      session: { type: "http", scheme: "bearer" },
      apiKey: { type: "http", scheme: "bearer" },
    });
  });

  it("states bodies, queries and path parameters as the DTOs that check them", () => {
    const card = operationAt("post", "/stripe/payment-methods").requestBody?.content["application/json"]
      ?.schema;
    expect(card?.required).toEqual(["brand", "last4", "expMonth", "expYear"]);
    expect(card?.properties?.brand?.enum).toEqual([...CARD_BRANDS]);
    expect(card?.properties?.expMonth).toMatchObject({ type: "integer", minimum: 1, maximum: 12 });

    const history = operationAt("get", "/chat/history").parameters ?? [];
    expect(history.find((parameter) => parameter.name === "statusCode")).toMatchObject({
      in: "query",
      required: false,
      schema: { type: "string", pattern: "^[1-5]\\d\\d$" },
    });

    const removal = operationAt("delete", "/organization/{orgId}/departments/{depId}/users/{userId}");
    expect(removal.parameters?.map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ["orgId", "path", true],
      ["depId", "path", true],
      ["userId", "path", true],
    ]);
  });

  it("marks a body optional only when it has no required field", () => {
    expect(operationAt("post", "/tiers/subscribe/{tierId}").requestBody?.required).toBe(false);
    expect(operationAt("delete", "/tiers/subscription").requestBody?.required).toBe(false);
    expect(operationAt("post", "/chat/completions").requestBody?.required).toBe(true);
  });

  it("refers only to schemas it lists in its components", () => {
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]);
    const listed = Object.keys(document.components?.schemas ?? {}).map(
      (name) => `#/components/schemas/${name}`,
    );
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((reference) => !listed.includes(reference ?? ""))).toEqual([]);
  });
});
