import { describe, expect, it } from "vitest";
import { SAMPLE_API_DOCUMENT } from "./api-document.fixture.test-helper.ts";
import { apiOperations, groupedByTag, matchingOperations } from "./api-operation.ts";
import type { OpenApiDocument, OpenApiOperation } from "./openapi-document.ts";

const operations = apiOperations(SAMPLE_API_DOCUMENT);
const byId = (id: string) => operations.find((operation) => operation.id === id);

describe("the operations of an API document", () => {
  it("lists every method of every path, named by operationId or else by method and path", () => {
    expect(operations.map((operation) => operation.id)).toEqual([
      "listApiKeys",
      "deleteApiKey",
      "createChatCompletion",
      "uploadComplianceFile",
      "POST /feedback",
      "GET /tiers",
    ]);
  });

  it("says who may call each: public, a session, or also an API key", () => {
    expect(byId("GET /tiers")?.access).toBe("public");
    // Authentication optional ({} among the requirements): anyone may call.
    expect(byId("POST /feedback")?.access).toBe("public");
    // The document's default requirement applies to an operation that states none.
    expect(byId("listApiKeys")?.access).toBe("session");
    expect(byId("createChatCompletion")?.access).toBe("apiKey");
  });

  it("gives the request body's own example, or one built from its schema", () => {
    expect(byId("createChatCompletion")?.requestBody).toMatchObject({
      contentType: "application/json",
      required: true,
      example: { model: "gpt-4o-mini", stream: false },
    });
    // Optional fields without an example of their own are left out: what a caller must send, to start from.
    expect(byId("POST /feedback")?.requestBody?.example).toEqual({ topic: "idea", message: "Example text" });
  });

  it("lists the body's fields, references followed", () => {
    expect(byId("POST /feedback")?.requestBody?.fields.map((field) => [field.name, field.required])).toEqual([
      ["topic", true],
      ["message", true],
      ["email", false],
    ]);
  });

  it("knows which fields of a form are files", () => {
    expect(byId("uploadComplianceFile")?.requestBody).toMatchObject({
      contentType: "multipart/form-data",
      fileFields: ["file"],
      example: { name: "policy", file: "document.pdf" },
    });
  });

  it("lists the responses by status, with an example built from a referenced schema", () => {
    const responses = byId("listApiKeys")?.responses ?? [];
    expect(responses.map((response) => [response.status, response.description])).toEqual([
      ["200", "The keys"],
      ["401", "Not signed in"],
    ]);
    expect(responses[0]?.payload?.example).toEqual([
      { id: "string", value: "string", createdAt: "2025-01-31T09:30:00.000Z" },
    ]);
    expect(responses[1]?.payload).toBeNull();
  });
});

describe("grouping by tag", () => {
  it("follows the document's tags, then tags it did not declare, then the untagged", () => {
    const groups = groupedByTag(SAMPLE_API_DOCUMENT, operations);
    expect(groups.map((group) => [group.tag, group.operations.map((operation) => operation.id)])).toEqual([
      ["chat-completions", ["createChatCompletion"]],
      ["api-keys", ["listApiKeys", "deleteApiKey"]],
      ["feedback", ["POST /feedback"]],
      ["organization", ["uploadComplianceFile"]],
      [null, ["GET /tiers"]],
    ]);
    expect(groups[0]?.description).toBe("OpenAI-compatible completions");
  });

  it("leaves out a declared tag with no operation left, as after a search", () => {
    const groups = groupedByTag(SAMPLE_API_DOCUMENT, matchingOperations(operations, "chat"));
    expect(groups.map((group) => group.tag)).toEqual(["chat-completions"]);
  });
});

describe("filtering the operations", () => {
  it("matches every word against the method, path and summary, in any case", () => {
    expect(matchingOperations(operations, "APIKEYS delete").map((operation) => operation.id)).toEqual([
      "deleteApiKey",
    ]);
    expect(matchingOperations(operations, "post /chat").map((operation) => operation.id)).toEqual([
      "createChatCompletion",
    ]);
    expect(matchingOperations(operations, "tiers list").map((operation) => operation.id)).toEqual([
      "GET /tiers",
    ]);
  });

  it("shows everything for a blank query and nothing for words no operation has", () => {
    expect(matchingOperations(operations, "  ")).toHaveLength(operations.length);
    expect(matchingOperations(operations, "banana")).toEqual([]);
  });
});

function onlyOperation(operation: OpenApiOperation, document: Partial<OpenApiDocument> = {}) {
  const [found] = apiOperations({
    ...SAMPLE_API_DOCUMENT,
    ...document,
    paths: { "/thing": { post: operation } },
  });
  if (!found) throw new Error("no operation");
  return found;
}

describe("one operation as the documentation lists it", () => {
  it("has its summary, description and first tag, or none", () => {
    expect(byId("createChatCompletion")).toMatchObject({
      method: "post",
      path: "/chat/completions",
      tag: "chat-completions",
      summary: "Create a chat completion",
      description: "Streams when `stream` is true.",
    });
    expect(onlyOperation({})).toMatchObject({
      id: "POST /thing",
      tag: null,
      summary: "",
      description: null,
      parameters: [],
      requestBody: null,
      responses: [],
    });
  });

  it("lists a path's methods in the order GET, POST, PUT, PATCH, DELETE", () => {
    const document = {
      ...SAMPLE_API_DOCUMENT,
      paths: { "/x": { delete: {}, patch: {}, put: {}, post: {}, get: {} } },
    };
    expect(apiOperations(document).map((operation) => operation.method)).toEqual([
      "get",
      "post",
      "put",
      "patch",
      "delete",
    ]);
  });

  it("follows the references of its parameters' schemas", () => {
    const operation = onlyOperation({
      parameters: [
        { name: "key", in: "path", schema: { $ref: "#/components/schemas/ApiKey" } },
        { name: "lost", in: "query", schema: { $ref: "#/components/schemas/Nope" } },
        { name: "bare", in: "query" },
      ],
    });
    expect(operation.parameters[0]?.schema?.type).toBe("object");
    expect(operation.parameters[1]?.schema).toEqual({ $ref: "#/components/schemas/Nope" });
    expect(operation.parameters[2]).toEqual({ name: "bare", in: "query" });
  });

  it("needs an API key scheme, by its name or its type, to be called with a key", () => {
    const withSchemes = {
      components: { securitySchemes: { token: { type: "apiKey" }, bearer: { type: "http" } } },
    };
    expect(onlyOperation({ security: [{ token: [] }] }, withSchemes).access).toBe("apiKey");
    expect(onlyOperation({ security: [{ bearer: [] }] }, withSchemes).access).toBe("session");
    for (const name of ["api_key", "API-Key", "ApiKeyBearer", "api key"])
      expect(onlyOperation({ security: [{ [name]: [] }] }, withSchemes).access).toBe("apiKey");
    expect(onlyOperation({}, { security: [] }).access).toBe("public");
    expect(onlyOperation({}, { security: undefined }).access).toBe("public");
  });

  it("takes a form or any other content when there is no JSON, and a body is optional unless required", () => {
    const operation = onlyOperation({
      requestBody: { content: { "text/plain": { schema: { type: "string" } } } },
      responses: { default: { content: { "text/csv": { example: "a,b" } } } },
    });
    expect(operation.requestBody).toMatchObject({
      contentType: "text/plain",
      required: false,
      example: "string",
      fileFields: [],
    });
    expect(operation.responses).toEqual([
      {
        status: "default",
        description: null,
        payload: { contentType: "text/csv", schema: null, fields: [], example: "a,b" },
      },
    ]);
  });

  it("has no body when its content is empty, and keeps a given example even when falsy", () => {
    expect(onlyOperation({ requestBody: { content: {} } }).requestBody).toBeNull();
    const zero = onlyOperation({
      requestBody: { content: { "application/json": { schema: { type: "integer" }, example: 0 } } },
    });
    expect(zero.requestBody?.example).toBe(0);
  });

  it("prefers the JSON content when several are offered", () => {
    const operation = onlyOperation({
      requestBody: {
        content: {
          "text/plain": { schema: { type: "string" } },
          "application/json": { schema: { type: "boolean" } },
        },
      },
    });
    expect(operation.requestBody).toMatchObject({ contentType: "application/json", example: false });
  });

  it("finds a form's file fields through references", () => {
    const operation = onlyOperation(
      {
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: { doc: { $ref: "#/components/schemas/File" }, note: { type: "string" } },
              },
            },
          },
        },
      },
      { components: { schemas: { File: { type: "string", format: "binary" } } } },
    );
    expect(operation.requestBody?.fileFields).toEqual(["doc"]);
  });
});

describe("grouping by tag, more", () => {
  it("gives an undeclared tag no description and adds no untagged group when every operation has a tag", () => {
    const tagged = operations.filter((operation) => operation.tag !== null);
    const groups = groupedByTag(SAMPLE_API_DOCUMENT, tagged);
    expect(groups.map((group) => group.tag)).not.toContain(null);
    expect(groups.find((group) => group.tag === "organization")?.description).toBeNull();
    expect(
      groupedByTag({ ...SAMPLE_API_DOCUMENT, tags: undefined }, tagged).map((group) => group.tag),
    ).toEqual(["api-keys", "chat-completions", "organization", "feedback"]);
  });
});
