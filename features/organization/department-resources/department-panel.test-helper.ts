import { vi } from "vitest";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";

/** The memory gateways a panel's test needs (given by the test, which may import the memory adapters). */
export interface PanelTestGateways {
  readonly context: { readonly db: { actAs(userId: string): void } };
  readonly departments: DepartmentsGateway;
}

/**
 * A department loaded as the departments page would hand it to a panel, the gateways acting as one person, with a
 * notifier that records toasts and a `changed` spy.
 */
export async function departmentAs<G extends PanelTestGateways>(
  gateways: G,
  place: { readonly organizationId: string; readonly departmentId: string },
  userId: string,
) {
  gateways.context.db.actAs(userId);
  const loadDepartment = () => gateways.departments.getDepartment(place.organizationId, place.departmentId);
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const changed = vi.fn();
  const department = await loadDepartment();
  /** What the page hands the panel's view model factory. */
  const panel = { organizationId: place.organizationId, department, changed };
  return { gateways, department, loadDepartment, notifier, changed, panel };
}

/** A gateway call that answers only when the test says so. */
export function held<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}
