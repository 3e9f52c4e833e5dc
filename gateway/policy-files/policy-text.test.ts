import { describe, expect, it } from "vitest";
import { policyChunks } from "../../core/organization/policy-chunks.ts";
import { policyFileKindOf } from "../../core/organization/policy-file-kind.ts";
import { handWrittenPdf, zippedDocx } from "./policy-documents.test-helper.ts";
import { policyText, UnreadablePolicy } from "./policy-text.ts";

const RETENTION = "Prompts are kept for thirty days, then deleted.";
const ACCESS = "Only the security team may read request bodies.";

describe("reading a policy document's text", () => {
  it("reads the sentences of a PDF written by hand, and counts its passages from them", async () => {
    const pdf = handWrittenPdf([RETENTION, ACCESS]);
    expect(policyFileKindOf("retention.pdf", pdf)).toBe("pdf");
    const text = await policyText("pdf", pdf);
    expect(text).toContain(RETENTION);
    expect(text).toContain(ACCESS);
    expect(policyChunks(text)).toHaveLength(1);
  });

  it("reads the paragraphs of a DOCX zipped in the test", async () => {
    const docx = zippedDocx([RETENTION, ACCESS]);
    expect(policyFileKindOf("retention.docx", docx)).toBe("docx");
    const text = await policyText("docx", docx);
    expect(text.split(/\n+/).filter(Boolean)).toEqual([RETENTION, ACCESS]);
  });

  it("reads text and Markdown as UTF-8", async () => {
    const markdown = new TextEncoder().encode(`# Retention\n\n${RETENTION} Ça va.`);
    expect(await policyText("markdown", markdown)).toContain("Ça va.");
  });

  it("says why a damaged PDF, a damaged DOCX or a PDF without text cannot be read", async () => {
    const damaged = new TextEncoder().encode("%PDF-1.4\nthis is no PDF at all");
    await expect(policyText("pdf", damaged)).rejects.toThrow(/^The PDF could not be read: .+\.$/);
    await expect(policyText("pdf", damaged)).rejects.toBeInstanceOf(UnreadablePolicy);
    const notZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    await expect(policyText("docx", notZip)).rejects.toThrow(/^The DOCX document could not be read: /);
    await expect(policyText("pdf", handWrittenPdf([]))).rejects.toThrow("The PDF holds no text to read.");
  });
});
