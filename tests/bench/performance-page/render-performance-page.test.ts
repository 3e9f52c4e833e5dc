import { describe, expect, it } from "vitest";
import type { PerformanceRecord } from "../performance-page.ts";
import { BENCHES } from "./benches.ts";
import { renderPerformancePage } from "./render-performance-page.ts";

const historyRecord: PerformanceRecord = {
  bench: "request-history",
  command: "npm run bench:history",
  measuredAt: "2026-03-14T09:26:53.589Z",
  machine: "4 × Test CPU, 8 GB, Node v24.0.0, load average 0.50 on 4 CPUs",
  figures: [
    { name: "first page (p95)", value: 12.25, unit: "ms", budget: 50 },
    { name: "first page (p50)", value: 3.8, unit: "ms" },
    { name: "  totals of a month (p95)", value: 420, unit: "ms", budget: 300 },
    { name: "generation of 1,000 requests", value: 1234, unit: "s" },
  ],
};

const lighthouseRecord: PerformanceRecord = {
  bench: "lighthouse",
  command: "npm run bench:lighthouse",
  measuredAt: "2026-03-15T18:00:00.000Z",
  machine: "2 × Other CPU, 4 GB, Node v24.0.0, load average 1.00 on 2 CPUs",
  figures: [
    { name: "/auth mobile | performance", value: 97, unit: "", budget: 95, atLeast: true },
    { name: "/playground mobile performance", value: 93, unit: "", budget: 95, atLeast: true },
  ],
};

function sectionOf(page: string, title: string): string {
  const start = page.indexOf(`## ${title}\n`);
  const next = page.indexOf("\n## ", start + 1);
  return page.slice(start, next === -1 ? undefined : next);
}

describe("the performance page", () => {
  it("has a section for every bench, in the catalogue's order", () => {
    const page = renderPerformancePage([]);
    const positions = BENCHES.map((bench) => page.indexOf(`## ${bench.title}\n`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("says a bench without a record is not measured yet, and still says how to run it", () => {
    const section = sectionOf(renderPerformancePage([historyRecord]), "Lighthouse");
    expect(section).toContain("Not measured yet.");
    expect(section).toContain("Reproduce: `npm run bench:lighthouse`");
    expect(section).not.toContain("| figure |");
  });

  it("tables a measured bench's figures with their budgets, when and where they were measured", () => {
    const section = sectionOf(renderPerformancePage([historyRecord]), "Request history at scale");
    expect(section).toContain(
      "Measured 2026-03-14 09:26 UTC on 4 × Test CPU, 8 GB, Node v24.0.0, load average 0.50 on 4 CPUs.",
    );
    expect(section).toContain("| first page (p95) | 12.3 ms | ≤ 50 ms | within budget |");
    expect(section).toContain("| first page (p50) | 3.8 ms |  | information |");
    expect(section).toContain("| totals of a month (p95) | 420 ms | ≤ 300 ms | **over budget** |");
    expect(section).toContain("| generation of 1,000 requests | 1,234 s |  | information |");
    expect(section).not.toContain("Not measured yet.");
  });

  it("judges a score against its floor and keeps a pipe in a figure's name inside its cell", () => {
    const section = sectionOf(renderPerformancePage([lighthouseRecord]), "Lighthouse");
    expect(section).toContain("| /auth mobile \\| performance | 97 | ≥ 95 | within budget |");
    expect(section).toContain("| /playground mobile performance | 93 | ≥ 95 | **over budget** |");
  });

  it("says which benches are steps of npm test and which are documented commands", () => {
    const page = renderPerformancePage([]);
    expect(sectionOf(page, "Bundle size of the sign-in page")).toContain("A step of `npm test`.");
    expect(sectionOf(page, "Gateway overhead")).toContain("Not a step of `npm test`");
  });
});
