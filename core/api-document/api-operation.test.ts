import { describe, expect, it } from "vitest";
import { SAMPLE_API_DOCUMENT } from "./api-document.fixture.test-helper.ts";
import { apiOperations, groupedByTag, matchingOperations } from "./api-operation.ts";

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
