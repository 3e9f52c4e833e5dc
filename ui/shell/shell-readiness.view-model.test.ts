import { BehaviorSubject } from "rxjs";
import { describe, expect, it } from "vitest";
import { OrganizationStore } from "../../core/organization/organization-store.ts";
import { disposedAfterTest } from "../testing/disposed-after-test.ts";
import { screenServicesForTest } from "../testing/screen-services-for-test.ts";
import { createShellReadinessViewModel } from "./shell-readiness.view-model-factory.ts";

function setup() {
  const documentComplete$ = new BehaviorSubject(false);
  const organization = new OrganizationStore();
  const navigationSettled$ = new BehaviorSubject(false);
  const services = screenServicesForTest((bind) => {
    bind(OrganizationStore, organization);
  });
  const viewModel = disposedAfterTest(
    createShellReadinessViewModel(services, { documentComplete$, navigationSettled$ }),
  );
  const seen: boolean[] = [];
  viewModel.state$.subscribe((state) => {
    if (seen.at(-1) !== state.overlayVisible) seen.push(state.overlayVisible);
  });
  return { documentComplete$, organization, navigationSettled$, viewModel, seen };
}

describe("the loading overlay", () => {
  it("stays until the document, the organization and the navigation are all ready", () => {
    const { documentComplete$, organization, navigationSettled$, seen } = setup();
    documentComplete$.next(true);
    organization.markReady({ id: null }, 1);
    expect(seen.at(-1)).toBe(true);
    navigationSettled$.next(true);
    expect(seen).toEqual([true, false]);
  });

  it("comes back when the organization stops being ready", () => {
    const { documentComplete$, organization, navigationSettled$, seen } = setup();
    documentComplete$.next(true);
    navigationSettled$.next(true);
    organization.markReady({ id: null }, 1);
    organization.markLoading();
    expect(seen).toEqual([true, false, true]);
  });

  it("says the organization has a problem when loading it failed, and stays", () => {
    const { documentComplete$, organization, navigationSettled$, viewModel } = setup();
    documentComplete$.next(true);
    navigationSettled$.next(true);
    organization.markFailed();
    expect(viewModel.current()).toEqual({ overlayVisible: true, organizationProblem: true });
  });

  it("stops listening once disposed", () => {
    const { documentComplete$, organization, navigationSettled$, viewModel, seen } = setup();
    viewModel.dispose();
    documentComplete$.next(true);
    organization.markReady({ id: null }, 1);
    navigationSettled$.next(true);
    expect(seen).toEqual([true]);
  });
});
