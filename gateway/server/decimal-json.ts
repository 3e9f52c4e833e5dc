const rawJson = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;

/**
 * A reply serializer that writes the named number fields with a decimal point, whole values included (19 as
 * 19.0). Money, prices and percentages are decimals in the contract: Pact's decimal matcher refuses `19`, and a
 * JSON reader sees the same number either way.
 *
 * Give it to a scope with `setReplySerializer`, which keeps Fastify's JSON Content-Type; `reply.serializer()`
 * alone would send no Content-Type (set it with `reply.type(...)` then).
 */
export function decimalJson(...fieldNames: string[]): (payload: unknown) => string {
  const decimals = new Set(fieldNames);
  return (payload) =>
    JSON.stringify(payload, (key, value: unknown) =>
      decimals.has(key) && typeof value === "number" && Number.isInteger(value) && Math.abs(value) < 1e15
        ? rawJson(value.toFixed(1))
        : value,
    );
}
