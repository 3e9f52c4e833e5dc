/**
 * The parts of an OpenAPI 3.1 document the API documentation reads. The reference gateway generates the document
 * from its own route schemas and serves it at GET /openapi.json (an addition to SPEC §7).
 */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly servers?: readonly { readonly url: string; readonly description?: string }[];
  readonly tags?: readonly { readonly name: string; readonly description?: string }[];
  /** The default of operations that state none: an empty list means public. */
  readonly security?: readonly SecurityRequirement[];
  readonly paths: Readonly<Record<string, OpenApiPathItem>>;
  readonly components?: {
    readonly schemas?: Readonly<Record<string, JsonSchema>>;
    readonly securitySchemes?: Readonly<Record<string, SecurityScheme>>;
  };
}

export type HttpMethod = "get" | "post" | "put" | "delete" | "patch";

export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>>;

export interface OpenApiOperation {
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  /** Empty list: no authentication; absent: the document's default; an empty requirement `{}`: optional. */
  readonly security?: readonly SecurityRequirement[];
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: {
    readonly required?: boolean;
    readonly content: Readonly<Record<string, { readonly schema?: JsonSchema; readonly example?: unknown }>>;
  };
  readonly responses?: Readonly<
    Record<
      string,
      {
        readonly description?: string;
        readonly content?: Readonly<
          Record<string, { readonly schema?: JsonSchema; readonly example?: unknown }>
        >;
      }
    >
  >;
}

export interface OpenApiParameter {
  readonly name: string;
  readonly in: "path" | "query" | "header" | "cookie";
  readonly required?: boolean;
  readonly description?: string;
  readonly schema?: JsonSchema;
  readonly example?: unknown;
}

/** One way to authenticate: the schemes it names (all needed together), each with its scopes. */
export type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

/** How a security scheme sends its credential (`type: "http", scheme: "bearer"` for a bearer token). */
export interface SecurityScheme {
  readonly type?: string;
  readonly scheme?: string;
  readonly bearerFormat?: string;
  readonly description?: string;
  readonly [field: string]: unknown;
}

/** A JSON Schema as OpenAPI 3.1 carries it; read loosely, since any keyword may appear. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly $ref?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly format?: string;
  readonly example?: unknown;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly [keyword: string]: unknown;
}
