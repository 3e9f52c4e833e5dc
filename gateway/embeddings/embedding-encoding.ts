const FLOAT32_BYTES = 4;

/**
 * A vector as OpenAI's `encoding_format: "base64"` sends it: its float32 values, little-endian, in base64 (the
 * official SDKs ask for it by default and decode it).
 */
export function base64Vector(vector: readonly number[]): string {
  const bytes = Buffer.alloc(vector.length * FLOAT32_BYTES);
  for (const [index, value] of vector.entries()) bytes.writeFloatLE(value, index * FLOAT32_BYTES);
  return bytes.toString("base64");
}

/** A vector's values as float32 holds them, so float and base64 answers of one vector agree to the bit. */
export function float32Vector(vector: readonly number[]): number[] {
  return vector.map((value) => Math.fround(value));
}

/** The length of an answered vector, a list of floats or base64 float32s; null when it is neither. */
export function vectorLength(embedding: unknown): number | null {
  if (Array.isArray(embedding)) return embedding.length;
  if (typeof embedding === "string")
    return Math.floor(Buffer.from(embedding, "base64").length / FLOAT32_BYTES);
  return null;
}
