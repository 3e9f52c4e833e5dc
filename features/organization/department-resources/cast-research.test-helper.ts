import type { ServiceIdentifier } from "inversify";
import {
  CAST,
  CAST_DEPARTMENTS,
  CAST_ORGANIZATION_ID,
  CastOrganizationMother,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import type { Disposable } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import { departmentAs } from "./department-panel.test-helper.ts";

export type CastPerson = keyof typeof CAST;
const RESEARCH = { organizationId: CAST_ORGANIZATION_ID, departmentId: CAST_DEPARTMENTS.research };

/** Research of the demo organization, on fresh memory gateways, as one of its people. */
export const researchAs = (person: CastPerson = "owner") =>
  departmentAs(CastOrganizationMother.create().gateways(), RESEARCH, CAST[person].id);

export type CastResearch = Awaited<ReturnType<typeof researchAs>>;
type Bind = <T>(token: ServiceIdentifier<T>, value: T) => void;

/**
 * A panel's view model, made by its factory for Research (given, or loaded as one of its people), on the gateways
 * `bindPorts` binds and the notifier that records toasts.
 */
export async function researchPanelViewModel<V extends Disposable>(
  given: CastResearch | CastPerson,
  bindPorts: (bind: Bind, gateways: CastResearch["gateways"]) => void,
  create: (services: ScreenServices, panel: CastResearch["panel"]) => V,
) {
  const research = typeof given === "string" ? await researchAs(given) : given;
  const services = screenServicesForTest((bind) => {
    bindPorts(bind, research.gateways);
    bind(Notifier, research.notifier as unknown as Notifier);
  });
  const viewModel = disposedAfterTest(create(services, research.panel));
  return { ...research, viewModel };
}
