import { type ClassConstructor, Expose, Transform } from "class-transformer";
import { allOf } from "./all-of.ts";
import { toEntities, toEntity } from "./to-entity.ts";

// These build on @Transform rather than @Type: @Type reads emitted decorator metadata through reflect-metadata,
// which core must not need (three compilers touch it and they differ there; TOOLCHAIN.md).

/** An ISO date-time string of the gateway, read as a Date; null stays null. */
export function AsDate(): PropertyDecorator {
  return Transform(({ value }) => (value == null ? value : new Date(value)), { toClassOnly: true });
}

/** A nested record or list of records, read as entities of `type`; null stays null. */
export function AsEntity<T>(type: () => ClassConstructor<T>): PropertyDecorator {
  return Transform(
    ({ value }) => {
      if (value == null) return value;
      return Array.isArray(value) ? toEntities(type(), value) : toEntity(type(), value);
    },
    { toClassOnly: true },
  );
}

/** A list that the gateway may leave out; an absent list reads as empty. */
export function AsList<T>(type?: () => ClassConstructor<T>): PropertyDecorator {
  // Exposed, so the transform also runs when the key is missing from the JSON.
  return allOf(
    Expose({ toClassOnly: true }),
    Transform(({ value }) => (value == null ? [] : type ? toEntities(type(), value) : value), {
      toClassOnly: true,
    }),
  );
}

/** A field the dashboard derives from the whole record while mapping it (SPEC §3 "derived" fields). */
export function Derived<R>(derive: (record: R) => unknown): PropertyDecorator {
  return allOf(
    Expose({ toClassOnly: true }),
    Transform(({ obj }) => derive(obj as R), { toClassOnly: true }),
  );
}

/** A field a gateway from before it may leave out; absent, it reads as null. */
export function AsNullable(): PropertyDecorator {
  return allOf(
    Expose({ toClassOnly: true }),
    Transform(({ value }) => value ?? null, { toClassOnly: true }),
  );
}
