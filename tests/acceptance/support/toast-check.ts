import assert from "node:assert/strict";
import type { DashboardDriver } from "./dashboard-driver.ts";

/** Fails unless a toast shown now says exactly this, naming the toasts that are shown. */
export async function assertAToastSays(dashboard: DashboardDriver, text: string): Promise<void> {
  const toasts = await dashboard.visibleToasts();
  assert.ok(
    toasts.some((toast) => toast.text === text),
    `no toast says "${text}"; toasts: ${JSON.stringify(toasts.map((toast) => toast.text))}`,
  );
}
