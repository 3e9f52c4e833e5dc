import type { PolicyFileKind } from "../../core/organization/policy-file-limits.ts";

/** A document whose text cannot be read: the reason is shown with the file (FAILED). */
export class UnreadablePolicy extends Error {
  override readonly name = "UnreadablePolicy";
}

/**
 * The text of a policy document. The PDF and DOCX readers (unpdf, mammoth) are loaded here, when a document of
 * their kind is first read, never at start-up.
 */
export async function policyText(kind: PolicyFileKind, bytes: Uint8Array): Promise<string> {
  const text = await readText(kind, bytes);
  if (text.trim() === "") throw new UnreadablePolicy(`The ${KIND_NAMES[kind]} holds no text to read.`);
  return text;
}

const KIND_NAMES: Record<PolicyFileKind, string> = {
  pdf: "PDF",
  docx: "DOCX document",
  text: "text document",
  markdown: "Markdown document",
};

async function readText(kind: PolicyFileKind, bytes: Uint8Array): Promise<string> {
  if (kind === "pdf") return pdfText(bytes);
  if (kind === "docx") return docxText(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  try {
    // pdf.js takes the buffer over, so it reads a copy.
    const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { text } = await extractText(document, { mergePages: false });
    return text.join("\n\n");
  } catch (error) {
    throw new UnreadablePolicy(`The PDF could not be read: ${reasonOf(error)}.`);
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const { extractRawText } = await import("mammoth");
  try {
    const { value } = await extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  } catch (error) {
    throw new UnreadablePolicy(`The DOCX document could not be read: ${reasonOf(error)}.`);
  }
}

/** The reader's own words, as one short sentence part (no stack, no trailing period). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]?.trim().replace(/\.$/, "").slice(0, 200) || "it is damaged";
}
