import type { DashboardDriver } from "./dashboard-driver.ts";

/** The query of the address the dashboard shows now. */
export async function shownQuery(dashboard: DashboardDriver): Promise<URLSearchParams> {
  return new URL(await dashboard.location(), "http://dashboard.test").searchParams;
}
