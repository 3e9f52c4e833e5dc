import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../core/api-document/openapi-document.ts";
import { documentPathOf, undocumentedOperations } from "./undocumented-operations.ts";

const documented = {
  operationId: "listApiKeys",
  summary: "List your API keys",
  tags: ["API keys"],
  security: [{ session: [] }],
};

const documentWith = (paths: OpenApiDocument["paths"]): OpenApiDocument => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths,
});

describe("checking the API document against the registered routes", () => {
  it("finds nothing to say when every route is listed and described", () => {
    const document = documentWith({ "/users/apikeys/{id}": { delete: documented } });
    expect(
      undocumentedOperations([{ method: "DELETE", url: "/v1/api/users/apikeys/:id" }], document, "/v1/api"),
    ).toEqual([]);
  });

  it("names a route the document does not list", () => {
    const missing = undocumentedOperations(
      [{ method: "POST", url: "/v1/api/feedback" }],
      documentWith({}),
      "/v1/api",
    );
    expect(missing).toEqual(["POST /feedback is missing from the API document"]);
  });

  it("names a route listed without an operationId, a summary, a tag or its security", () => {
    const document = documentWith({
      "/feedback": { post: { responses: {} }, get: { ...documented, tags: [] } },
    });
    const registered = [
      { method: "POST", url: "/v1/api/feedback" },
      { method: "GET", url: "/v1/api/feedback" },
    ];
    expect(undocumentedOperations(registered, document, "/v1/api")).toEqual([
      "POST /feedback lacks an operationId, a summary, a tag, its security",
      "GET /feedback lacks a tag",
    ]);
  });

  it("writes Fastify's :name parameters as the document's {name}, below the API prefix", () => {
    expect(documentPathOf("/v1/api/organization/:orgId/users/:userId", "/v1/api")).toBe(
      "/organization/{orgId}/users/{userId}",
    );
  });
});
