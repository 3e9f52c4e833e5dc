import { childPath } from "./schema-path.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

/**
 * What a `$ref` inside the schema points to ("#", "#/$defs/name", any JSON pointer from the root), and its path.
 * Throws UnsupportedSchema, at `refPath`, for a reference outside the schema or to nothing.
 */
export function pointedSchema(root: unknown, rootPath: string, ref: string, refPath: string) {
  if (!ref.startsWith("#") || (ref.length > 1 && !ref.startsWith("#/")))
    throw new UnsupportedSchema(
      refPath,
      `"${ref}" is not supported by the simulated provider: only references inside the schema, like #/$defs/name`,
    );
  let target = root;
  let targetPath = rootPath;
  const tokens = ref.length > 1 ? ref.slice(2).split("/") : [];
  for (const token of tokens) {
    const key = decodedUri(token).replaceAll("~1", "/").replaceAll("~0", "~");
    const container = target as Record<string, unknown>;
    if (typeof target !== "object" || target === null || !Object.hasOwn(container, key))
      throw new UnsupportedSchema(refPath, `"${ref}" points to nothing in the schema`);
    target = container[key];
    targetPath = childPath(targetPath, Array.isArray(container) ? Number(key) : key);
  }
  return { target, targetPath };
}

function decodedUri(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}
