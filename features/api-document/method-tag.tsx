import { type Intent, Tag } from "@blueprintjs/core";
import type { HttpMethod } from "../../core/api-document/openapi-document.ts";

const INTENTS: Readonly<Record<HttpMethod, Intent>> = {
  get: "success",
  post: "primary",
  put: "warning",
  patch: "warning",
  delete: "danger",
};

/** The HTTP method as a coloured badge, the same colour for the same method everywhere. */
export function MethodTag({ method }: { readonly method: HttpMethod }) {
  return (
    <Tag intent={INTENTS[method]} minimal className="api-method-tag">
      {method.toUpperCase()}
    </Tag>
  );
}
