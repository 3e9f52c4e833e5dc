import { BehaviorSubject } from "rxjs";
import { describe, expect, it } from "vitest";
import {
  ORGANIZATION_NOT_LOADED,
  type OrganizationDetails,
} from "../../core/organization/organization-details.ts";
import { ShellReadinessViewModel } from "./shell-readiness.view-model.ts";

function setup() {
  const documentComplete$ = new BehaviorSubject(false);
  const organization$ = new BehaviorSubject<OrganizationDetails>(ORGANIZATION_NOT_LOADED);
  const navigationSettled$ = new BehaviorSubject(false);
  const viewModel = new ShellReadinessViewModel({ documentComplete$, organization$, navigationSettled$ });
  const seen: boolean[] = [];
  viewModel.state$.subscribe((state) => {
    if (seen.at(-1) !== state.overlayVisible) seen.push(state.overlayVisible);
  });
  return { documentComplete$, organization$, navigationSettled$, viewModel, seen };
}

const READY: OrganizationDetails = {
  organization: { id: null },
  ready: true,
  failed: false,
  lastUpdatedAt: 1,
};

describe("the loading overlay", () => {
  it("stays until the document, the organization and the navigation are all ready", () => {
    const { documentComplete$, organization$, navigationSettled$, seen } = setup();
    documentComplete$.next(true);
    organization$.next(READY);
    expect(seen.at(-1)).toBe(true);
    navigationSettled$.next(true);
    expect(seen).toEqual([true, false]);
  });

  it("comes back when the organization stops being ready", () => {
    const { documentComplete$, organization$, navigationSettled$, seen } = setup();
    documentComplete$.next(true);
    navigationSettled$.next(true);
    organization$.next(READY);
    organization$.next({ ...READY, ready: false });
    expect(seen).toEqual([true, false, true]);
  });

  it("says the organization has a problem when loading it failed, and stays", () => {
    const { documentComplete$, organization$, navigationSettled$, viewModel } = setup();
    documentComplete$.next(true);
    navigationSettled$.next(true);
    organization$.next({ ...READY, ready: false, failed: true });
    expect(viewModel.current()).toEqual({ overlayVisible: true, organizationProblem: true });
  });

  it("stops listening once disposed", () => {
    const { documentComplete$, organization$, navigationSettled$, viewModel, seen } = setup();
    viewModel.dispose();
    documentComplete$.next(true);
    organization$.next(READY);
    navigationSettled$.next(true);
    expect(seen).toEqual([true]);
  });
});
