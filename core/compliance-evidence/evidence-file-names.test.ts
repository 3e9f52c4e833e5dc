import { describe, expect, it } from "vitest";
import { evidenceZipName } from "./evidence-file-names.ts";

describe("an evidence zip's name", () => {
  it("is the department's name in lower case, words joined by dashes, and the month", () => {
    expect(evidenceZipName("Research Lab", "2026-03")).toBe("evidence-research-lab-2026-03.zip");
  });

  it("drops accents, and turns any run of other characters into one dash", () => {
    expect(evidenceZipName("Équipe R&D — Café", "2026-03")).toBe("evidence-equipe-r-d-cafe-2026-03.zip");
  });

  it("trims dashes at either end", () => {
    expect(evidenceZipName("  (Finance)  ", "2026-03")).toBe("evidence-finance-2026-03.zip");
    expect(evidenceZipName("--Finance--", "2026-03")).toBe("evidence-finance-2026-03.zip");
  });

  it("keeps at most 60 characters of the name", () => {
    expect(evidenceZipName("a".repeat(80), "2026-03")).toBe(`evidence-${"a".repeat(60)}-2026-03.zip`);
  });

  it("says department when nothing of the name is left", () => {
    expect(evidenceZipName("研究", "2026-03")).toBe("evidence-department-2026-03.zip");
    expect(evidenceZipName("", "2026-03")).toBe("evidence-department-2026-03.zip");
  });
});
