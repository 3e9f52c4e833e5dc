import { type ClassConstructor, plainToInstance } from "class-transformer";

/** Maps one JSON record of the gateway onto its entity class (nested records and dates included). */
export function toEntity<T>(type: ClassConstructor<T>, plain: unknown): T {
  if (plain === null || typeof plain !== "object" || Array.isArray(plain)) {
    throw new TypeError(`Expected one ${type.name} record, got ${describe(plain)}`);
  }
  return plainToInstance(type, plain);
}

/** Maps a JSON list of the gateway onto entities; anything but a list is a broken contract, not an empty one. */
export function toEntities<T>(type: ClassConstructor<T>, plain: unknown): T[] {
  if (!Array.isArray(plain)) throw new TypeError(`Expected a list of ${type.name}, got ${describe(plain)}`);
  return plain.map((item) => toEntity(type, item));
}

function describe(value: unknown): string {
  if (value === null) return "null";
  return Array.isArray(value) ? "a list" : typeof value;
}
