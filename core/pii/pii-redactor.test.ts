import { describe, expect, it } from "vitest";
import { PiiEntity } from "../organization/pii-entities.ts";
import { PiiHandling } from "../organization/pii-handling.ts";
import { PiiRedactor } from "./pii-redactor.ts";

const prompt = "Email ada@example.com, then bob@example.com, then ada@example.com again.";

describe("a department's PII handling", () => {
  it("leaves the prompt as it is when set to none", () => {
    expect(new PiiRedactor(PiiHandling.NONE).redact(prompt)).toBe(prompt);
  });

  it("Block PII replaces every value by its kind", () => {
    const redactor = new PiiRedactor(PiiHandling.ANONYMIZE);
    expect(redactor.redact(prompt)).toBe(
      "Email <EMAIL_ADDRESS>, then <EMAIL_ADDRESS>, then <EMAIL_ADDRESS> again.",
    );
    expect(redactor.foundEntities).toEqual([PiiEntity.EMAIL_ADDRESS]);
  });

  it("Mask PII gives each value its own placeholder, the same one throughout the request", () => {
    const redactor = new PiiRedactor(PiiHandling.PSEUDONYMIZE);
    expect(redactor.redact(prompt)).toBe(
      "Email <EMAIL_ADDRESS_1>, then <EMAIL_ADDRESS_2>, then <EMAIL_ADDRESS_1> again.",
    );
    expect(redactor.redact("Reply to bob@example.com from 10.1.2.3")).toBe(
      "Reply to <EMAIL_ADDRESS_2> from <IP_ADDRESS_1>",
    );
  });

  it("redacts only the kinds the department chose", () => {
    const redactor = new PiiRedactor(PiiHandling.ANONYMIZE, [PiiEntity.CREDIT_CARD]);
    expect(redactor.redact("ada@example.com paid with 4111 1111 1111 1111")).toBe(
      "ada@example.com paid with <CREDIT_CARD>",
    );
  });

  it("counts every value redacted by kind, a repeated value each time it is met", () => {
    const redactor = new PiiRedactor(PiiHandling.PSEUDONYMIZE);
    redactor.redact(prompt);
    redactor.redact("Reply from 10.1.2.3");
    expect(redactor.redactionCounts).toEqual({ [PiiEntity.EMAIL_ADDRESS]: 3, [PiiEntity.IP_ADDRESS]: 1 });
  });

  it("counts nothing, as an empty record, when the texts hold no personal data", () => {
    const redactor = new PiiRedactor(PiiHandling.ANONYMIZE);
    redactor.redact("What is the capital of France?");
    expect(redactor.redactionCounts).toEqual({});
  });

  it("has no counts at all when set to none: nothing was looked for", () => {
    const redactor = new PiiRedactor(PiiHandling.NONE);
    redactor.redact(prompt);
    expect(redactor.redactionCounts).toBeNull();
  });
});
