import { POLICY_FILE_KINDS, type PolicyFileKind } from "./policy-file-limits.ts";

const PDF_MAGIC = "%PDF-";
/** A zip's local file header: DOCX is a zip holding word/document.xml. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const DOCX_PART = "word/document.xml";

/**
 * What kind of policy document these bytes are, judged by the name's ending and the content both: a PDF starts
 * with %PDF-, a DOCX is a zip naming word/document.xml, text and Markdown are UTF-8 without NUL characters. Null
 * when the two disagree or the kind is not read (a renamed executable is no PDF).
 */
export function policyFileKindOf(fileName: string, bytes: Uint8Array): PolicyFileKind | null {
  const kind = kindByName(fileName);
  if (kind === null) return null;
  return contentIs(kind, bytes) ? kind : null;
}

/** The kind a name's ending claims; null for any other ending. */
export function kindByName(fileName: string): PolicyFileKind | null {
  const lower = fileName.trim().toLowerCase();
  for (const [kind, { extensions }] of Object.entries(POLICY_FILE_KINDS))
    if (extensions.some((extension) => lower.endsWith(extension))) return kind as PolicyFileKind;
  return null;
}

/** The kind a media type names (a URL's Content-Type); null for any other. */
export function kindByMediaType(mediaType: string | undefined): PolicyFileKind | null {
  if (!mediaType) return null;
  const plain = mediaType.replace(/;.*/s, "").trim().toLowerCase();
  for (const [kind, value] of Object.entries(POLICY_FILE_KINDS))
    if (value.mediaType === plain) return kind as PolicyFileKind;
  return plain === "text/x-markdown" ? "markdown" : null;
}

function contentIs(kind: PolicyFileKind, bytes: Uint8Array): boolean {
  if (kind === "pdf")
    return startsWith(
      bytes,
      [...PDF_MAGIC].map((letter) => letter.charCodeAt(0)),
    );
  if (kind === "docx") return startsWith(bytes, ZIP_MAGIC) && holdsText(bytes, DOCX_PART);
  return isUtf8Text(bytes);
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * Zip entries' names are stored uncompressed in their headers, so the part's name shows in the bytes: read one
 * character a byte (latin1), the ASCII name reads as itself.
 */
function holdsText(bytes: Uint8Array, text: string): boolean {
  return new TextDecoder("latin1").decode(bytes).includes(text);
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return true;
}
