import { describe, expect, it } from "vitest";
import { kindByMediaType, kindByName, policyFileKindOf } from "./policy-file-kind.ts";

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

  it("reads the kind a name's ending claims, whatever its case and surrounding spaces", () => {
    expect(kindByName(" Policy.PDF ")).toBe("pdf");
    expect(kindByName("a.DOCX")).toBe("docx");
    expect(kindByName("notes.txt")).toBe("text");
    expect(kindByName("guide.markdown")).toBe("markdown");
    expect(kindByName("guide.md")).toBe("markdown");
    expect(kindByName("policy.pdf.exe")).toBeNull();
    expect(kindByName("pdf")).toBeNull();
  });

  it("takes a PDF only when its bytes start with the whole %PDF- mark", () => {
    expect(policyFileKindOf("p.pdf", bytes("%PDF-"))).toBe("pdf");
    expect(policyFileKindOf("p.pdf", bytes("%PDF1.7"))).toBeNull();
    expect(policyFileKindOf("p.pdf", bytes(" %PDF-1.7"))).toBeNull();
  });

  it("takes a DOCX only when it is a zip naming word/document.xml, wherever the name falls", () => {
    expect(policyFileKindOf("a.docx", bytes("PK\u0003\u0004word/document.xml"))).toBe("docx");
    expect(
      policyFileKindOf("a.docx", bytes("PK\u0003\u0004 word/doc word/document.xm word/document.xml")),
    ).toBe("docx");
    expect(policyFileKindOf("a.docx", bytes("PK\u0003\u0004 word/document.xm"))).toBeNull();
    expect(policyFileKindOf("a.docx", bytes("PK\u0003\u0005 word/document.xml"))).toBeNull();
    expect(policyFileKindOf("a.docx", bytes("xK\u0003\u0004 word/document.xml"))).toBeNull();
  });

  it("takes empty text, and text with characters beyond ASCII", () => {
    expect(policyFileKindOf("empty.txt", new Uint8Array())).toBe("text");
    expect(policyFileKindOf("notes.md", bytes("Données à caractère personnel — 個人情報"))).toBe("markdown");
  });

  it("names each kind's media type, whatever its case and spaces, and Markdown's older one", () => {
    expect(kindByMediaType(" TEXT/PLAIN ; charset=utf-8")).toBe("text");
    expect(kindByMediaType("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe(
      "docx",
    );
    expect(kindByMediaType("text/x-markdown")).toBe("markdown");
    expect(kindByMediaType("")).toBeNull();
    expect(kindByMediaType("text/plain;\n charset=utf-8")).toBe("text");
  });
});
