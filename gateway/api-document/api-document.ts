import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifySchema } from "fastify";
import type { OpenApiDocument } from "../../core/api-document/openapi-document.ts";
import { DEFAULT_PRODUCT_NAME } from "../../core/config/create-config.ts";
import { API_COMPONENTS } from "./api-components.ts";
import { API_DOCUMENT_OPERATIONS } from "./api-document.operations.ts";
import { API_TAGS } from "./api-tags.ts";
import { keepSchemasForDocumentation } from "./documentation-only-schemas.ts";
import { GeneratedSchema } from "./dto-schema.ts";
import { type RegisteredOperation, undocumentedOperations } from "./undocumented-operations.ts";

export const API_DOCUMENT_PATH = "/openapi.json";

declare module "fastify" {
  interface FastifyInstance {
    /** The OpenAPI document, generated when the server got ready. */
    apiDocument(): OpenApiDocument;
    /** Every operation registered after the document was set up, as the document should list it. */
    registeredOperations(): readonly RegisteredOperation[];
  }
}

/**
 * Sets up the gateway's description of itself, before any area registers its routes: each route's schema says what
 * it does (its area's <area>.operations.ts, beside the routes), and once the server is ready the OpenAPI 3.1
 * document is generated from them, timed, and served at GET {apiPrefix}/openapi.json without authentication.
 */
export async function registerApiDocument(app: FastifyInstance, apiPrefix: string): Promise<void> {
  keepSchemasForDocumentation(app);
  const registered = recordOperations(app);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${DEFAULT_PRODUCT_NAME} API`,
        version: "1",
        description:
          "The gateway's HTTP API, generated from its own routes. Send `Authorization: Bearer <token>`: the " +
          "signed-in person's ID token, or an API key for chat completions. Refusals answer `errMsgs`.",
      },
      servers: [{ url: apiPrefix, description: "This gateway" }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          session: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "The signed-in person's ID token (Firebase Authentication).",
          },
          apiKey: {
            type: "http",
            scheme: "bearer",
            description: "One of your API keys (GET /users/apikeys) or a department user's key.",
          },
          operatorToken: {
            type: "http",
            scheme: "bearer",
            description: "The gateway operator's token: the value of GATEWAY_OPERATOR_TOKEN.",
          },
        },
      },
      security: [{ session: [] }],
    },
    // Components keep their own names rather than def-0, def-1…
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: ({ schema, url }) => ({ schema: schema && withGeneratedSchemas(schema), url }),
    transformObject: (document) =>
      "openapiObject" in document
        ? bodiesWithoutRequiredFieldsOptional(document.openapiObject)
        : document.swaggerObject,
  });
  for (const component of API_COMPONENTS) app.addSchema(component);

  let document: OpenApiDocument | undefined;
  let served = "";
  app.addHook("onReady", async () => {
    const started = performance.now();
    document = app.swagger() as unknown as OpenApiDocument;
    served = JSON.stringify(document);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    app.log.info({ ms, operations: registered.length }, `API document generated in ${ms} ms`);
    const undocumented = undocumentedOperations(registered, document, apiPrefix);
    if (undocumented.length > 0) app.log.warn({ undocumented }, "routes the API document does not describe");
  });
  app.decorate("apiDocument", () => {
    if (!document) throw new Error("The API document is generated when the server is ready");
    return document;
  });
  app.decorate("registeredOperations", () => registered);

  app.get(
    `${apiPrefix}${API_DOCUMENT_PATH}`,
    { schema: API_DOCUMENT_OPERATIONS.get },
    async (_request, reply) => reply.type("application/json; charset=utf-8").send(served),
  );
}

/** Every route registered from now on, but HEAD (Fastify adds one per GET) and hidden ones (CORS's OPTIONS). */
function recordOperations(app: FastifyInstance): RegisteredOperation[] {
  const registered: RegisteredOperation[] = [];
  app.addHook("onRoute", (route) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== "HEAD") registered.push({ method, url: route.url });
  });
  return registered;
}

/** The route's schema with its DTO-stated parts as JSON Schema. */
function withGeneratedSchemas(schema: FastifySchema): FastifySchema {
  const generated = (part: unknown) => (part instanceof GeneratedSchema ? part.toJsonSchema() : part);
  return {
    ...schema,
    ...(schema.params ? { params: generated(schema.params) } : {}),
    ...(schema.querystring ? { querystring: generated(schema.querystring) } : {}),
    ...(schema.body ? { body: generated(schema.body) } : {}),
  };
}

interface LooseOperation {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { required?: unknown[] } }> };
}

/**
 * The generator marks every request body required; here a body may be left out when none of its fields is
 * required, as the handlers read no body as an empty one (POST /tiers/subscribe for a free tier).
 */
function bodiesWithoutRequiredFieldsOptional<T extends object>(openapi: T): T {
  const paths = (openapi as { paths?: Record<string, Record<string, LooseOperation>> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const body = operation.requestBody;
      if (!body?.content) continue;
      const schemas = Object.values(body.content).map((media) => media.schema);
      body.required = schemas.some((schema) => (schema?.required?.length ?? 0) > 0);
    }
  }
  return openapi;
}
