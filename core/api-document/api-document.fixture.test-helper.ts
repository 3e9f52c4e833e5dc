import type { OpenApiDocument } from "./openapi-document.ts";

/** A small document shaped like the gateway's: three tags, public and signed-in calls, a form and a $ref. */
export const SAMPLE_API_DOCUMENT: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Meridian Gateway API", version: "1.0.0", description: "Route chat completions." },
  servers: [{ url: "/v1/api" }],
  tags: [
    { name: "chat-completions", description: "OpenAI-compatible completions" },
    { name: "api-keys", description: "Your keys" },
    { name: "feedback" },
  ],
  security: [{ idToken: [] }],
  paths: {
    "/users/apikeys": {
      get: {
        operationId: "listApiKeys",
        summary: "List your API keys",
        tags: ["api-keys"],
        responses: {
          "200": {
            description: "The keys",
            content: {
              "application/json": {
                schema: { type: "array", items: { $ref: "#/components/schemas/ApiKey" } },
              },
            },
          },
          "401": { description: "Not signed in" },
        },
      },
    },
    "/users/apikeys/{id}": {
      delete: {
        operationId: "deleteApiKey",
        summary: "Delete an API key",
        tags: ["api-keys"],
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string", example: "key-1" } },
        ],
        responses: { "200": { description: "The keys left" } },
      },
    },
    "/chat/completions": {
      post: {
        operationId: "createChatCompletion",
        summary: "Create a chat completion",
        description: "Streams when `stream` is true.",
        tags: ["chat-completions"],
        security: [{ idToken: [] }, { apiKey: [] }],
        parameters: [
          { name: "sessionId", in: "header", required: false, schema: { type: "string" } },
          { name: "verbose", in: "query", schema: { type: "boolean", example: true } },
        ],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/ChatCompletionBody" },
              example: {
                model: "gpt-4o-mini",
                messages: [{ role: "user", content: "Say \"hi\" to $HOME and `whoami` in 'one' line" }],
                stream: false,
              },
            },
          },
        },
        responses: {
          "200": { description: "The answer", content: { "application/json": { example: { id: "c-1" } } } },
        },
      },
    },
    "/organization/{orgId}/departments/{depId}/files": {
      post: {
        operationId: "uploadComplianceFile",
        summary: "Upload a policy file",
        tags: ["organization"],
        parameters: [
          { name: "orgId", in: "path", required: true, schema: { type: "string" } },
          { name: "depId", in: "path", required: true, schema: { type: "string", example: "dep-1" } },
        ],
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  name: { type: "string", example: "policy" },
                  file: { type: "string", format: "binary" },
                },
                required: ["name", "file"],
              },
            },
          },
        },
      },
    },
    "/feedback": {
      post: {
        summary: "Send feedback",
        tags: ["feedback"],
        security: [{}, { idToken: [] }],
        requestBody: {
          content: { "application/json": { schema: { $ref: "#/components/schemas/Feedback" } } },
        },
        responses: { "201": { description: "Stored" } },
      },
    },
    "/tiers": {
      get: { summary: "List the tiers", security: [], responses: { "200": { description: "Tiers" } } },
    },
  },
  components: {
    securitySchemes: {
      idToken: { type: "http", scheme: "bearer", description: "A signed-in session's ID token" },
      apiKey: { type: "http", scheme: "bearer", description: "One of your API keys" },
    },
    schemas: {
      ApiKey: {
        type: "object",
        properties: {
          id: { type: "string" },
          value: { type: "string" },
          createdAt: { type: "string", format: "date-time" },
        },
        required: ["id", "value", "createdAt"],
      },
      ChatCompletionBody: {
        type: "object",
        required: ["model", "messages"],
        properties: {
          model: { type: "string", description: "A catalogue model, or Best Available" },
          messages: {
            type: "array",
            items: {
              type: "object",
              required: ["role", "content"],
              properties: {
                role: { type: "string", enum: ["system", "user", "assistant"] },
                content: { type: ["string", "null"] },
              },
            },
          },
          temperature: { type: "number", minimum: 0, maximum: 2 },
          stream: { type: "boolean", default: false },
        },
      },
      Feedback: {
        type: "object",
        required: ["topic", "message"],
        properties: {
          topic: { type: "string", enum: ["idea", "problem", "question", "praise"] },
          message: { type: "string", minLength: 10, maxLength: 4000 },
          email: { type: "string", format: "email" },
        },
      },
    },
  },
};
