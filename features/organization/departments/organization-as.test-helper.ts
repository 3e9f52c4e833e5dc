import { vi } from "vitest";
import {
  CAST,
  CastOrganizationMother,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";

export type CastPerson = keyof typeof CAST;

/** The demo organization on fresh memory gateways, acting as one of its people, with a notifier that records toasts. */
export function castOrganizationAs(person: CastPerson) {
  const gateways = CastOrganizationMother.create().gateways();
  gateways.context.db.actAs(CAST[person].id);
  const notifier = { notify: vi.fn((_: { message: string; intent?: string }) => "toast-1") };
  const toasts = () => notifier.notify.mock.calls.map(([toast]) => toast.message);
  return { departments: gateways.departments, notifier, toasts };
}
