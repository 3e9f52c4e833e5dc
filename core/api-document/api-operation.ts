import { foldedText } from "../text/folded-text.ts";
import {
  exampleOf,
  readableSchema,
  resolvedSchema,
  type SchemaField,
  schemaFields,
} from "./json-schema-reading.ts";
import type {
  HttpMethod,
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  SecurityRequirement,
} from "./openapi-document.ts";

/**
 * Who may call an operation: anyone; a signed-in person's session (its ID token as the bearer); or also an API
 * key as the bearer (chat completions).
 */
export type OperationAccess = "public" | "session" | "apiKey";

/** A JSON (or form) payload with the example the documentation shows for it. */
export interface ApiPayload {
  readonly contentType: string;
  readonly schema: JsonSchema | null;
  /** The schema's fields, references followed, nested ones after their parent. */
  readonly fields: readonly SchemaField[];
  readonly example: unknown;
}

export interface ApiRequestBody extends ApiPayload {
  readonly required: boolean;
  /** The fields of a form that are files (`format: binary`). */
  readonly fileFields: readonly string[];
}

export interface ApiResponse {
  /** "200", "4XX", "default"… */
  readonly status: string;
  readonly description: string | null;
  readonly payload: ApiPayload | null;
}

/** One operation of the API, as the documentation lists it. */
export interface ApiOperation {
  /** The document's operationId, else "METHOD /path": unique in a document. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Relative to the API base, e.g. /chat/completions. */
  readonly path: string;
  /** Its first tag; null when it has none. */
  readonly tag: string | null;
  readonly summary: string;
  readonly description: string | null;
  readonly access: OperationAccess;
  readonly parameters: readonly OpenApiParameter[];
  readonly requestBody: ApiRequestBody | null;
  readonly responses: readonly ApiResponse[];
}

/** The operations of one tag, in the document's order. */
export interface ApiTagGroup {
  /** null for the operations without a tag. */
  readonly tag: string | null;
  readonly description: string | null;
  readonly operations: readonly ApiOperation[];
}

const METHODS: readonly HttpMethod[] = ["get", "post", "put", "patch", "delete"];
const JSON_TYPE = "application/json";
/** Scheme names that mean an API key (`apiKey`, `api_key`, `ApiKeyBearer`…). */
const API_KEY_SCHEME = /api[-_ ]?key/i;

/** Every operation of the document, path by path in its order, methods in the order GET, POST, PUT, PATCH, DELETE. */
export function apiOperations(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [apiOperation(document, path, method, operation)] : [];
    }),
  );
}

function apiOperation(
  document: OpenApiDocument,
  path: string,
  method: HttpMethod,
  operation: OpenApiOperation,
): ApiOperation {
  return {
    id: operation.operationId ?? `${method.toUpperCase()} ${path}`,
    method,
    path,
    tag: operation.tags?.[0] ?? null,
    summary: operation.summary ?? "",
    description: operation.description ?? null,
    access: accessOf(document, operation.security ?? document.security),
    parameters: (operation.parameters ?? []).map((parameter) => ({
      ...parameter,
      ...(parameter.schema ? { schema: resolvedSchema(document, parameter.schema) ?? parameter.schema } : {}),
    })),
    requestBody: requestBodyOf(document, operation),
    responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
      status,
      description: response.description ?? null,
      payload: payloadOf(document, response.content),
    })),
  };
}

/**
 * No requirement, or an empty one among them (authentication optional): public. A requirement naming an API-key
 * scheme: an API key will do. Otherwise a session is needed.
 */
function accessOf(
  document: OpenApiDocument,
  security: readonly SecurityRequirement[] | undefined,
): OperationAccess {
  if (!security || security.length === 0) return "public";
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return "public";
  const schemes = document.components?.securitySchemes ?? {};
  const apiKey = security.some((requirement) =>
    Object.keys(requirement).some((name) => API_KEY_SCHEME.test(name) || schemes[name]?.type === "apiKey"),
  );
  return apiKey ? "apiKey" : "session";
}

function requestBodyOf(document: OpenApiDocument, operation: OpenApiOperation): ApiRequestBody | null {
  const body = operation.requestBody;
  if (!body) return null;
  const payload = payloadOf(document, body.content);
  if (!payload) return null;
  const properties = readableSchema(document, payload.schema ?? undefined)?.properties ?? {};
  const fileFields = Object.entries(properties)
    .filter(([, property]) => resolvedSchema(document, property)?.format === "binary")
    .map(([name]) => name);
  return { ...payload, required: body.required ?? false, fileFields };
}

/** The JSON payload when there is one, else the first the content offers; its example, given or built. */
function payloadOf(
  document: OpenApiDocument,
  content: Readonly<Record<string, { readonly schema?: JsonSchema; readonly example?: unknown }>> | undefined,
): ApiPayload | null {
  if (!content) return null;
  const entries = Object.entries(content);
  const found = entries.find(([type]) => type === JSON_TYPE) ?? entries[0];
  if (!found) return null;
  const [contentType, media] = found;
  return {
    contentType,
    schema: media.schema ?? null,
    fields: schemaFields(document, media.schema),
    example:
      media.example !== undefined ? media.example : media.schema ? exampleOf(document, media.schema) : null,
  };
}

/**
 * The operations grouped by their first tag, in the order the document lists its tags, then any other tag in
 * order of appearance, the untagged last.
 */
export function groupedByTag(document: OpenApiDocument, operations: readonly ApiOperation[]): ApiTagGroup[] {
  const declared = (document.tags ?? []).map((tag) => tag.name);
  const seen = operations.map((operation) => operation.tag).filter((tag): tag is string => tag !== null);
  const order = [...new Set([...declared, ...seen])];
  const groups: ApiTagGroup[] = order.map((tag) => ({
    tag,
    description: document.tags?.find((declaredTag) => declaredTag.name === tag)?.description ?? null,
    operations: operations.filter((operation) => operation.tag === tag),
  }));
  // An empty group, this one or a declared tag's, is left out below.
  groups.push({
    tag: null,
    description: null,
    operations: operations.filter((operation) => operation.tag === null),
  });
  return groups.filter((group) => group.operations.length > 0);
}

/** The operations whose path or summary has every word typed (any case, any accents); all of them for none. */
export function matchingOperations(operations: readonly ApiOperation[], query: string): ApiOperation[] {
  // Spaces around the query leave empty words, which every text has: a blank query keeps every operation.
  const words = foldedText(query).split(/\s+/);
  return operations.filter((operation) => {
    const text = foldedText(`${operation.method} ${operation.path} ${operation.summary}`);
    return words.every((word) => text.includes(word));
  });
}
