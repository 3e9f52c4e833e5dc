import { describe, expect, it } from "vitest";
import type { UsageLogRecord } from "../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import type { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";

export interface UsageLogsGiven {
  readonly records: readonly UsageLogRecord[];
}

/**
 * `given.records` must hold requests of several models and vendors, with and without a key of the user's,
 * successful and failed with more than one status, over several days: more than one page of five, fewer than a
 * page of the gateway's default size (so the first page lists them all).
 */
export function usageLogsGatewayConformance(
  given: UsageLogsGiven,
  arrange: (given: UsageLogsGiven) => Promise<UsageLogsGateway>,
): void {
  const newestFirst = [...given.records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);
  /** The first page: every request passing the filters, since they fit in it. */
  const listed = async (gateway: UsageLogsGateway, filters?: UsageLogFilters) =>
    (await gateway.listPage(filters)).entries;

  describe("the usage logs gateway", () => {
    it("lists the user's requests newest first, with the fields the logs derive", async () => {
      const entries = await listed(await arrange(given));
      expect(ids(entries)).toEqual(ids(newestFirst));
      const [first] = entries;
      expect(first?.createdAt).toBeInstanceOf(Date);
      expect(first?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(first?.totalCostText).toMatch(/^\$\d+\.\d{7}$/);
      expect(first?.requestId.length).toBeLessThanOrEqual(19);
    });

    it("narrows the list to a model", async () => {
      const model = newestFirst[0]?.model ?? "";
      const entries = await listed(await arrange(given), { model });
      expect(ids(entries)).toEqual(ids(newestFirst.filter((record) => record.model === model)));
    });

    it("narrows the list to a vendor", async () => {
      const vendor = newestFirst.at(-1)?.vendor ?? "";
      const entries = await listed(await arrange(given), { vendor });
      expect(ids(entries)).toEqual(ids(newestFirst.filter((record) => record.vendor === vendor)));
      expect(entries.length).toBeLessThan(given.records.length);
    });

    it("narrows the list to a model of a vendor", async () => {
      const { model, vendor } = newestFirst[1] ?? { model: "", vendor: "" };
      const entries = await listed(await arrange(given), { model, vendor });
      expect(ids(entries)).toEqual(
        ids(newestFirst.filter((record) => record.model === model && record.vendor === vendor)),
      );
    });

    it("narrows the list to a key, by its id", async () => {
      const apiKeyId = newestFirst.find((record) => record.apiKeyId)?.apiKeyId ?? "";
      const entries = await listed(await arrange(given), { apiKeyId });
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.apiKeyId === apiKeyId && entry.hasApikey)).toBe(true);
    });

    it("narrows the list to a period, its end excluded", async () => {
      const from = new Date(newestFirst[3]?.createdAt ?? 0);
      const to = new Date(newestFirst[0]?.createdAt ?? 0);
      const entries = await listed(await arrange(given), { from, to });
      expect(ids(entries)).toEqual(ids(newestFirst.slice(1, 4)));
    });

    it("narrows the list to failed or successful requests", async () => {
      const gateway = await arrange(given);
      const failed = await listed(gateway, { outcome: "error" });
      const succeeded = await listed(gateway, { outcome: "success" });
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.every((entry) => entry.statusCode >= 400)).toBe(true);
      expect(succeeded.every((entry) => entry.statusCode < 400)).toBe(true);
      expect(failed.length + succeeded.length).toBe(given.records.length);
    });

    it("narrows the list to one exact status", async () => {
      const statusCode = newestFirst.find((record) => record.statusCode >= 400)?.statusCode ?? 0;
      const gateway = await arrange(given);
      const entries = await listed(gateway, { statusCode });
      expect(ids(entries)).toEqual(ids(newestFirst.filter((record) => record.statusCode === statusCode)));
      expect(await listed(gateway, { statusCode, outcome: "success" })).toEqual([]);
    });

    it("pages through every request with the cursor, newest first, each once, the last page without one", async () => {
      const gateway = await arrange(given);
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const page = await gateway.listPage({}, cursor, 5);
        pages.push(ids(page.entries));
        cursor = page.nextCursor;
      } while (cursor !== null && pages.length <= given.records.length);
      expect(pages.flat()).toEqual(ids(newestFirst));
      expect(pages.slice(0, -1).every((page) => page.length === 5)).toBe(true);
    });

    it("pages through the requests passing the filters only", async () => {
      const gateway = await arrange(given);
      const first = await gateway.listPage({ outcome: "success" }, null, 2);
      const second = await gateway.listPage({ outcome: "success" }, first.nextCursor, 2);
      const succeeded = ids(newestFirst.filter((record) => record.statusCode < 400));
      expect([...ids(first.entries), ...ids(second.entries)]).toEqual(succeeded.slice(0, 4));
    });

    it("counts every request passing the filters in its totals", async () => {
      const gateway = await arrange(given);
      const failed = newestFirst.filter((record) => record.statusCode >= 400);
      const all = await gateway.totals();
      expect(all).toMatchObject({
        requests: given.records.length,
        errors: failed.length,
        tokensIn: given.records.reduce((sum, record) => sum + record.tokensIn, 0),
        tokensOut: given.records.reduce((sum, record) => sum + record.tokensOut, 0),
      });
      expect(all.totalCost).toBeCloseTo(
        given.records.reduce((sum, record) => sum + record.totalCost, 0),
        9,
      );
      expect((await gateway.totals({ outcome: "error" })).requests).toBe(failed.length);
    });

    it("exports every request passing the filters as CSV, newest first", async () => {
      const vendor = newestFirst.at(-1)?.vendor ?? "";
      const text = await (await (await arrange(given)).exportCsv({ vendor })).text();
      const lines = text.split("\r\n").filter(Boolean);
      expect(lines[0]?.startsWith("requestId,date,time,")).toBe(true);
      expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(
        ids(newestFirst.filter((record) => record.vendor === vendor)),
      );
    });

    it("lists nothing for a vendor it never used", async () => {
      expect(await listed(await arrange(given), { vendor: "No such vendor" })).toEqual([]);
    });
  });
}
