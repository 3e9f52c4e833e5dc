import type { HttpMethod, OpenApiDocument } from "../../core/api-document/openapi-document.ts";

/** A route as the server registered it: `url` with the API prefix and Fastify's `:name` parameters. */
export interface RegisteredOperation {
  readonly method: string;
  readonly url: string;
}

/** The route's path as the document lists it: below the API prefix, `{name}` parameters. */
export function documentPathOf(url: string, apiPrefix: string): string {
  const below = url.startsWith(apiPrefix) ? url.slice(apiPrefix.length) : url;
  return below.replace(/:(\w+)/g, "{$1}");
}

/**
 * What the document fails to say of the registered routes, one line each: a route it does not list, or one without
 * an operationId, a summary, a tag or its security. Empty when every route is documented.
 */
export function undocumentedOperations(
  registered: readonly RegisteredOperation[],
  document: OpenApiDocument,
  apiPrefix: string,
): string[] {
  return registered.flatMap(({ method, url }) => {
    const path = documentPathOf(url, apiPrefix);
    const name = `${method.toUpperCase()} ${path}`;
    const documented = document.paths[path]?.[method.toLowerCase() as HttpMethod];
    if (!documented) return [`${name} is missing from the API document`];
    const lacks = [
      documented.operationId ? null : "an operationId",
      documented.summary ? null : "a summary",
      documented.tags && documented.tags.length > 0 ? null : "a tag",
      documented.security ? null : "its security",
    ].filter((item) => item !== null);
    return lacks.length > 0 ? [`${name} lacks ${lacks.join(", ")}`] : [];
  });
}
