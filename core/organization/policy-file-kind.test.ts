import { describe, expect, it } from "vitest";
import { kindByMediaType, policyFileKindOf } from "./policy-file-kind.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the kind of a policy document, by its name's ending and its content", () => {
  it("takes a PDF, a DOCX, text and Markdown whose content matches their name", () => {
    expect(policyFileKindOf("Policy.PDF", bytes("%PDF-1.7\n…"))).toBe("pdf");
    expect(policyFileKindOf("a.docx", bytes("PK\u0003\u0004....word/document.xml...."))).toBe("docx");
    expect(policyFileKindOf("notes.txt", bytes("Plain words."))).toBe("text");
    expect(policyFileKindOf("README.md", bytes("# Title"))).toBe("markdown");
  });

  it("refuses a renamed file, binary bytes called text, and any other ending", () => {
    expect(policyFileKindOf("policy.pdf", bytes("MZ executable"))).toBeNull();
    expect(policyFileKindOf("policy.docx", bytes("PK\u0003\u0004 a zip of something else"))).toBeNull();
    expect(policyFileKindOf("policy.txt", new Uint8Array([0x41, 0x00, 0x42]))).toBeNull();
    expect(policyFileKindOf("policy.txt", new Uint8Array([0xff, 0xfe, 0xfd]))).toBeNull();
    expect(policyFileKindOf("policy.exe", bytes("Plain words."))).toBeNull();
  });

  it("names the kind of a media type, parameters aside", () => {
    expect(kindByMediaType("application/pdf; charset=binary")).toBe("pdf");
    expect(kindByMediaType("text/markdown")).toBe("markdown");
    expect(kindByMediaType("text/html")).toBeNull();
    expect(kindByMediaType(undefined)).toBeNull();
  });
});
