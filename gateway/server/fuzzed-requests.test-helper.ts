import fc from "fast-check";
import type { OpenApiOperation } from "../../core/api-document/openapi-document.ts";

/** A registered route with its operation in the API document. */
export interface DocumentedRoute {
  /** e.g. "PUT /organization/{orgId}/departments/{depId}" */
  readonly name: string;
  readonly method: string;
  /** As the document lists it, below the API prefix, with `{name}` parameters. */
  readonly path: string;
  readonly operation: OpenApiOperation;
}

/** One request to send below the API prefix; a body is sent as it is written. */
export interface FuzzedRequest {
  readonly path: string;
  readonly body?: string;
  readonly contentType?: string;
}

const BODY_LIMIT = 2 * 1024 * 1024;
const ODD_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", ""];

/** Segments a careless or hostile client puts in a path, some already percent-encoded (or malformed). */
const RAW_SEGMENTS = [
  "%00",
  "%E0%A4%A",
  "..",
  "%2e%2e%2f",
  "%20",
  "%E2%80%8B",
  "null",
  "-1",
  "1e999",
  "x".repeat(150),
];

/** Text of every kind for a field: unicode, NUL and control characters, numbers as text, long runs. */
const oddText = fc.oneof(
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary-ascii" }),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.constantFrom("", " ", "\u0000", "null", "true", "[]", "{}", "%00", "' OR 1=1 --"),
);

/** 3000 varied CJK characters: too long for an index row even compressed. */
const variedText = Array.from({ length: 3000 }, (_, i) =>
  String.fromCharCode(0x4e00 + ((i * 7919) % 20000)),
).join("");

/** Texts far longer than any field holds, yet below the body limit. */
const longText = fc.constantFrom(
  "é".repeat(100_000),
  "x".repeat(600_000),
  "\u0000".repeat(10_000),
  variedText,
);

/** A JSON value of any kind for one field, long texts included. */
const oddJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  oddText,
  longText,
  fc.constantFrom(1e308, -1, 0, 2 ** 53 + 1, -0.5, true, false, null, [], {}, [[]], { "": null }),
);

/** JSON texts no parser should accept, and valid texts fastify refuses (prototype poisoning). */
const malformedJson = fc.oneof(
  fc.constantFrom(
    "{",
    '{"a":',
    "[1,",
    "nul",
    '{"a":1}}',
    "\u0000",
    "{'a': 1}",
    '{"a": NaN}',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"admin": true}}}',
    '"\\ud800"',
  ),
  fc.string({ minLength: 1 }).filter((text) => !parses(text)),
);

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The names a body's JSON schema lists, or none. */
function bodyFieldsOf(operation: OpenApiOperation): string[] {
  const content = operation.requestBody?.content ?? {};
  return Object.values(content).flatMap(({ schema }) => Object.keys(schema?.properties ?? {}));
}

function parametersOf(operation: OpenApiOperation, place: "path" | "query"): string[] {
  return (operation.parameters ?? []).filter((parameter) => parameter.in === place).map(({ name }) => name);
}

/** The route's path with each parameter a known id (when given) or an odd segment. */
function concretePath(route: DocumentedRoute, knownIds: Readonly<Record<string, string>>) {
  const segment = (name: string) =>
    fc.oneof(
      ...(knownIds[name] ? [{ arbitrary: fc.constant(knownIds[name]), weight: 3 }] : []),
      { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
      { arbitrary: oddText.map(encodeURIComponent), weight: 1 },
    );
  const names = parametersOf(route.operation, "path");
  return fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce((path, name, index) => path.replace(`{${name}}`, values[index] ?? ""), route.path),
    );
}

/** A query of the route's own parameters and odd ones, each with odd values, repeated or malformed. */
function concreteQuery(route: DocumentedRoute) {
  const names = [...parametersOf(route.operation, "query"), ...ODD_KEYS];
  const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string()), oddText), {
    maxLength: 6,
  });
  return fc.oneof(
    { arbitrary: pairs.map((entries) => new URLSearchParams(entries).toString()), weight: 5 },
    { arbitrary: fc.constantFrom("%E0%A4%A=1", "a=%", "page=1&page=2&page=", "=&&=", "%00=%00"), weight: 1 },
  );
}

/** A body of the route's fields (and odd ones) of wrong types, a JSON value that is no object, or no JSON at all. */
function concreteBody(route: DocumentedRoute) {
  const fields = bodyFieldsOf(route.operation);
  const key =
    fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.constantFrom(...ODD_KEYS)) : fc.string();
  const json = fc.oneof(
    { arbitrary: fc.dictionary(key, oddJson, { maxKeys: 8 }), weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }).filter((value) => !isObject(value)), weight: 1 },
  );
  return fc.oneof(
    { arbitrary: json.map((value) => JSON.stringify(value)), weight: 4 },
    { arbitrary: malformedJson, weight: 1 },
  );
}

function isObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Requests to one route: odd ids in the path, odd queries, and (unless a GET) odd JSON or non-JSON bodies. */
export function fuzzedRequests(
  route: DocumentedRoute,
  knownIds: Readonly<Record<string, string>>,
): fc.Arbitrary<FuzzedRequest> {
  const target = fc
    .tuple(concretePath(route, knownIds), concreteQuery(route))
    .map(([path, query]) => (query ? `${path}?${query}` : path));
  if (route.method === "GET") return target.map((path) => ({ path }));
  return fc
    .tuple(target, concreteBody(route))
    .map(([path, body]) => ({ path, body, contentType: "application/json" }));
}

/**
 * Bodies a route must refuse whatever its fields: above the limit, of a type the gateway does not read, and (on
 * a route taking a body; a bodyless route leaves a multipart body unread) broken multipart.
 */
export function oversizedAndOddBodies(path: string, takesBody: boolean): FuzzedRequest[] {
  const multipart = "multipart/form-data";
  return [
    { path, body: JSON.stringify({ padding: "x".repeat(BODY_LIMIT) }), contentType: "application/json" },
    { path, body: "name=x&file=y", contentType: "application/x-www-form-urlencoded" },
    { path, body: "<xml/>", contentType: "text/xml" },
    ...(takesBody
      ? [
          {
            path,
            body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx',
            contentType: `${multipart}; boundary=b`,
          },
          { path, body: "garbage", contentType: multipart },
        ]
      : []),
  ];
}
