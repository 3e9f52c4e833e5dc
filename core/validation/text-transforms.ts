import { Transform } from "class-transformer";

type Rewrite = (text: string) => string;

function rewriteText(rewrite: Rewrite): PropertyDecorator {
  return Transform(({ value }) => (typeof value === "string" ? rewrite(value) : value), {
    toClassOnly: true,
  });
}

/** Leading and trailing spaces removed before the rules run. */
export const Trimmed = (): PropertyDecorator => rewriteText((text) => text.trim());

/** Every space removed before the rules run (SPEC §5 "spaces removed"). */
export const WithoutSpaces = (): PropertyDecorator => rewriteText((text) => text.replace(/\s+/g, ""));

/** Lowercased before the rules run. */
export const Lowercased = (): PropertyDecorator => rewriteText((text) => text.toLowerCase());

/**
 * Keeps a binary value (a File or Blob) as given: class-transformer would otherwise rebuild it field by field
 * into an empty copy.
 */
export const KeptAsGiven = (): PropertyDecorator =>
  Transform(({ obj, key }) => (obj as Record<string, unknown>)[key], { toClassOnly: true });

/** Text of spaces only (or none) reads as missing, so an optional field left blank is not checked. */
export const BlankAsMissing = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === "string" && value.trim() === "" ? undefined : value), {
    toClassOnly: true,
  });
