import { vi } from "vitest";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";

/** The memory gateways a test passes in (tests may import the memory adapters; this helper may not). */
interface MemoryGateways {
  readonly context: { readonly db: { actAs(userId: string): void } };
  readonly departments: DepartmentsGateway;
}

/** The organization's gateways acting as one person, with a notifier that records toasts. */
export function organizationAs(gateways: MemoryGateways, userId: string) {
  gateways.context.db.actAs(userId);
  const notifier = { notify: vi.fn((_: { message: string; intent?: string }) => "toast-1") };
  const toasts = () => notifier.notify.mock.calls.map(([toast]) => toast.message);
  return { departments: gateways.departments, notifier, toasts };
}
