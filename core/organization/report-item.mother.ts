import type { Wire } from "../mapping/wire.ts";
import type { OrganizationUser } from "./organization-user.entity.ts";
import type { ReportItemJson } from "./report-item.entity.ts";

/** What a test says of a report's request: its fields, who sent it with their department key, how long ago. */
export type ReportItemOverrides = Partial<Omit<ReportItemJson, "apikey" | "createdAt">> & {
  /** Null for a request whose key has no department user any more. */
  readonly sentBy?: Wire<OrganizationUser> | null;
  /** Minutes before 2025-03-14 12:00 UTC. */
  readonly minutesAgo?: number;
};

/** Requests of the organization's report for tests, as the gateway sends them. */
export const ReportItemMother = {
  /** A gpt-4o-mini request that succeeded, sent with a department key. */
  create({ sentBy = null, minutesAgo = 0, ...overrides }: ReportItemOverrides = {}): ReportItemJson {
    const id = overrides.id ?? "req-test";
    return {
      id,
      createdAt: new Date(Date.UTC(2025, 2, 14, 12, 0) - minutesAgo * 60_000).toISOString(),
      status: 200,
      error: null,
      departmentId: "dep-test",
      model: "gpt-4o-mini",
      totalCost: 0.0001234,
      apikey: { id: `key-${id}`, departmentUser: sentBy ? { id: `du-${sentBy.id}`, user: sentBy } : null },
      ...overrides,
    };
  },
};
