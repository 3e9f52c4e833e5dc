import type { ApiOperation } from "../../core/api-document/api-operation.ts";

/** The element id (and address fragment) of an operation: its id with anything but letters and digits as hyphens. */
export function operationAnchor(operation: Pick<ApiOperation, "id">): string {
  return `operation-${operation.id.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-|-$/g, "")}`;
}

/** An operation as people name it: "POST /chat/completions". */
export function operationName(operation: Pick<ApiOperation, "method" | "path">): string {
  return `${operation.method.toUpperCase()} ${operation.path}`;
}
