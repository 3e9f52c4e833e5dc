import { describe, expect, it } from "vitest";
import type { UsageLogRecord } from "../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";

export interface UsageLogsGiven {
  readonly records: readonly UsageLogRecord[];
}

/**
 * `given.records` must hold requests of several models and vendors, with and without a key of the user's,
 * successful and failed with more than one status, over several days.
 */
export function usageLogsGatewayConformance(
  given: UsageLogsGiven,
  arrange: (given: UsageLogsGiven) => Promise<UsageLogsGateway>,
): void {
  const newestFirst = [...given.records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);

  describe("the usage logs gateway", () => {
    it("lists the user's requests newest first, with the fields the logs derive", async () => {
      const entries = await (await arrange(given)).list();
      expect(ids(entries)).toEqual(ids(newestFirst));
      const [first] = entries;
      expect(first?.createdAt).toBeInstanceOf(Date);
      expect(first?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(first?.totalCostText).toMatch(/^\$\d+\.\d{7}$/);
      expect(first?.requestId.length).toBeLessThanOrEqual(19);
    });

    it("narrows the list to a model", async () => {
      const model = newestFirst[0]?.model ?? "";
      const entries = await (await arrange(given)).list({ model });
      expect(ids(entries)).toEqual(ids(newestFirst.filter((record) => record.model === model)));
    });

    it("narrows the list to a vendor", async () => {
      const vendor = newestFirst.at(-1)?.vendor ?? "";
      const entries = await (await arrange(given)).list({ vendor });
      expect(ids(entries)).toEqual(ids(newestFirst.filter((record) => record.vendor === vendor)));
      expect(entries.length).toBeLessThan(given.records.length);
    });

    it("narrows the list to a model of a vendor", async () => {
      const { model, vendor } = newestFirst[1] ?? { model: "", vendor: "" };
      const entries = await (await arrange(given)).list({ model, vendor });
      expect(ids(entries)).toEqual(
        ids(newestFirst.filter((record) => record.model === model && record.vendor === vendor)),
      );
    });

    it("narrows the list to a key", async () => {
      const apikey =
        newestFirst.find((record) => record.apikey && record.apikey !== "playground")?.apikey ?? "";
      const entries = await (await arrange(given)).list({ apikey });
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.apikey === apikey && entry.hasApikey)).toBe(true);
    });

    it("narrows the list to a period, its end excluded", async () => {
      const from = new Date(newestFirst[3]?.createdAt ?? 0);
      const to = new Date(newestFirst[0]?.createdAt ?? 0);
      const entries = await (await arrange(given)).list({ from, to });
      expect(ids(entries)).toEqual(ids(newestFirst.slice(1, 4)));
    });

    it("narrows the list to failed or successful requests", async () => {
      const gateway = await arrange(given);
      const failed = await gateway.list({ outcome: "error" });
      const succeeded = await gateway.list({ outcome: "success" });
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.every((entry) => entry.statusCode >= 400)).toBe(true);
      expect(succeeded.every((entry) => entry.statusCode < 400)).toBe(true);
      expect(failed.length + succeeded.length).toBe(given.records.length);
    });

    it("narrows the list to one exact status", async () => {
      const statusCode = newestFirst.find((record) => record.statusCode >= 400)?.statusCode ?? 0;
      const gateway = await arrange(given);
      const entries = await gateway.list({ statusCode });
      expect(ids(entries)).toEqual(ids(newestFirst.filter((record) => record.statusCode === statusCode)));
      expect(await gateway.list({ statusCode, outcome: "success" })).toEqual([]);
    });

    it("lists nothing for a vendor it never used", async () => {
      expect(await (await arrange(given)).list({ vendor: "No such vendor" })).toEqual([]);
    });
  });
}
