import { operation } from "./operation.ts";

export const API_DOCUMENT_OPERATIONS = {
  get: operation({
    id: "getApiDocument",
    summary: "This document",
    description: "The OpenAPI 3.1 document the gateway generates at start from its own routes.",
    tag: "API document",
    access: "public",
    answer: {
      status: 200,
      description: "The OpenAPI document.",
      schema: { type: "object", required: ["openapi", "info", "paths"] },
      example: { openapi: "3.1.0", info: { title: "Meridian gateway API", version: "1" }, paths: {} },
    },
  }),
};
