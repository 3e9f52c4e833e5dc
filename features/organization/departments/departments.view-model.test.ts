import { describe, expect, it, vi } from "vitest";
import {
  CAST_DEPARTMENTS,
  CAST_ORGANIZATION_ID,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import { createDepartmentsViewModel } from "./departments.view-model-factory.ts";
import { type CastPerson, castOrganizationAs } from "./organization-as.test-helper.ts";

/** The page's view model over this organization's gateways, made by its factory. */
function departmentsPageOver(
  organization: ReturnType<typeof castOrganizationAs>,
  search: string,
  showSearch: (search: string, options: { replace: boolean }) => void = () => {},
  hasUnsavedChanges: () => boolean = () => false,
) {
  const services = screenServicesForTest((bind) => {
    bind(DepartmentsGateway, organization.departments);
    bind(Notifier, organization.notifier as unknown as Notifier);
  });
  return disposedAfterTest(
    createDepartmentsViewModel(
      services,
      { organizationId: CAST_ORGANIZATION_ID, hasUnsavedChanges },
      search,
      showSearch,
    ),
  );
}

/** The page's view model as the screen makes it, with the address it was opened at. */
function departmentsPage(search = "", person: CastPerson = "owner") {
  const organization = castOrganizationAs(person);
  const showSearch = vi.fn((_search: string, _options: { replace: boolean }) => {});
  const unsaved = { value: false };
  const viewModel = departmentsPageOver(organization, search, showSearch, () => unsaved.value);
  const ready = async () => {
    await vi.waitFor(() => expect(viewModel.current().status).toBe("ready"));
    return viewModel.current();
  };
  return { viewModel, showSearch, unsaved, ready, ...organization };
}

const names = (departments: readonly { name: string }[]) => departments.map((department) => department.name);

describe("the departments page", () => {
  it("lists the owner's departments with their assigned policies", async () => {
    const { ready } = departmentsPage();
    const { departments } = await ready();
    expect(names(departments)).toEqual(["Customer Support", "Finance", "Marketing", "Research"]);
    expect(departments.find((department) => department.name === "Finance")?.policiesAssigned).toEqual([
      "SOC2",
      "GDPR",
      "DORA",
    ]);
  });

  it("lists to a member only the departments they belong to", async () => {
    const { ready } = departmentsPage("", "researcher");
    expect(names((await ready()).departments)).toEqual(["Research"]);
  });

  it("keeps the departments whose name or description holds every word searched, in any case", async () => {
    const { viewModel, ready } = departmentsPage("?q=AUDIT");
    expect(names((await ready()).listed)).toEqual(["Finance"]);
    viewModel.showAddress("?q=drafts support");
    expect(names(viewModel.current().listed)).toEqual(["Customer Support"]);
    viewModel.showAddress("?q=nothing-like-this");
    expect(viewModel.current().listed).toEqual([]);
  });

  it("asks for the search in the address without stacking history entries", async () => {
    const { viewModel, showSearch, ready } = departmentsPage("?department=dep-research&tab=models");
    await ready();
    viewModel.search("fin");
    expect(showSearch).toHaveBeenLastCalledWith("?department=dep-research&tab=models&q=fin", {
      replace: true,
    });
  });

  it("keeps the search as typed while the addresses it asked for come back one by one", async () => {
    const { viewModel, ready } = departmentsPage();
    await ready();
    viewModel.search("au");
    viewModel.search("aud");
    expect(viewModel.current().address.query).toBe("aud");
    viewModel.showAddress("?q=au");
    expect(viewModel.current().address.query).toBe("aud");
    viewModel.showAddress("?q=aud");
    expect(names(viewModel.current().listed)).toEqual(["Finance"]);
    // The back button: an address nobody asked for is shown as it is.
    viewModel.showAddress("?q=support");
    expect(viewModel.current().address.query).toBe("support");
  });

  it("shows the department and tab the address names, once the list has it", async () => {
    const { viewModel, ready } = departmentsPage(`?department=${CAST_DEPARTMENTS.research}&tab=people`);
    expect(viewModel.current().selected).toBeNull();
    const state = await ready();
    expect(state.selected?.name).toBe("Research");
    expect(state.address.tab).toBe("people");
    expect(state.selectionMissing).toBe(false);
  });

  it("says so when the address names a department that is not among the person's", async () => {
    const { ready } = departmentsPage(`?department=${CAST_DEPARTMENTS.finance}`, "researcher");
    const state = await ready();
    expect(state.selected).toBeNull();
    expect(state.selectionMissing).toBe(true);
  });

  it("asks for a department's settings, then another tab, as new history entries", async () => {
    const { viewModel, showSearch, ready } = departmentsPage();
    await ready();
    viewModel.select(CAST_DEPARTMENTS.finance);
    expect(showSearch).toHaveBeenLastCalledWith(`?department=${CAST_DEPARTMENTS.finance}&tab=settings`, {
      replace: false,
    });
    viewModel.showAddress(`?department=${CAST_DEPARTMENTS.finance}&tab=settings`);
    viewModel.showTab("files");
    expect(showSearch).toHaveBeenLastCalledWith(`?department=${CAST_DEPARTMENTS.finance}&tab=files`, {
      replace: false,
    });
  });

  it("asks before showing another department while the settings shown have unsaved changes", async () => {
    const { viewModel, showSearch, unsaved, ready } = departmentsPage(
      `?department=${CAST_DEPARTMENTS.research}`,
    );
    await ready();
    unsaved.value = true;
    viewModel.select(CAST_DEPARTMENTS.finance);
    expect(showSearch).not.toHaveBeenCalled();
    expect(viewModel.current().pendingAddress?.departmentId).toBe(CAST_DEPARTMENTS.finance);
    viewModel.cancelLeave();
    expect(viewModel.current().pendingAddress).toBeNull();
    viewModel.closeSelection();
    viewModel.confirmLeave();
    expect(showSearch).toHaveBeenLastCalledWith("", { replace: false });
  });

  it("creates a department, says so and shows it", async () => {
    const { viewModel, showSearch, toasts, departments, ready } = departmentsPage();
    await ready();
    viewModel.openCreation();
    viewModel.changeCreation("name", "  Legal ");
    viewModel.changeCreation("description", "Contracts and counsel");
    expect(await viewModel.submitCreation()).toBe(true);
    const created = (await departments.listDepartments(CAST_ORGANIZATION_ID)).find((d) => d.name === "Legal");
    expect(created?.description).toBe("Contracts and counsel");
    expect(names(viewModel.current().departments)).toContain("Legal");
    expect(viewModel.current().creation).toBeNull();
    expect(toasts()).toEqual(["The department Legal was created."]);
    expect(showSearch).toHaveBeenLastCalledWith(`?department=${created?.id}&tab=settings`, {
      replace: false,
    });
  });

  it("creates nothing without a name, and says so in core's words", async () => {
    const { viewModel, departments, ready } = departmentsPage();
    await ready();
    const create = vi.spyOn(departments, "createDepartment");
    viewModel.openCreation();
    viewModel.changeCreation("name", "   ");
    expect(await viewModel.submitCreation()).toBe(false);
    expect(create).not.toHaveBeenCalled();
    expect(viewModel.current().creation?.fieldErrors.map((error) => error.message)).toEqual([
      "name should not be empty",
    ]);
    viewModel.changeCreation("name", "Legal");
    expect(viewModel.current().creation?.fieldErrors).toEqual([]);
  });

  it("shows the gateway's refusal and keeps the form open", async () => {
    const { viewModel, toasts, ready } = departmentsPage();
    await ready();
    viewModel.openCreation();
    viewModel.changeCreation("name", "research");
    expect(await viewModel.submitCreation()).toBe(false);
    expect(toasts()).toEqual(["A department named research already exists."]);
    expect(viewModel.current().creation).toMatchObject({ name: "research", saving: false });
  });

  it("reads the shown department again when its files, models or people changed", async () => {
    const { viewModel, departments, ready } = departmentsPage(`?department=${CAST_DEPARTMENTS.research}`);
    const before = (await ready()).selected;
    const research = await departments.getDepartment(CAST_ORGANIZATION_ID, CAST_DEPARTMENTS.research);
    vi.spyOn(departments, "getDepartment").mockResolvedValueOnce(
      Object.assign(Object.create(Object.getPrototypeOf(research)), research, {
        description: "Renamed work",
      }),
    );
    await viewModel.reloadSelected();
    expect(viewModel.current().selected).not.toBe(before);
    expect(viewModel.current().selected?.description).toBe("Renamed work");
    expect(viewModel.current().departments.find((d) => d.id === research.id)?.description).toBe(
      "Renamed work",
    );
  });

  it("offers a retry when the list cannot be loaded, with the server's words", async () => {
    const organization = castOrganizationAs("owner");
    vi.spyOn(organization.departments, "listDepartments").mockRejectedValueOnce(
      GatewayError.http(409, "The organization is not active yet."),
    );
    const viewModel = departmentsPageOver(organization, "");
    await vi.waitFor(() => expect(viewModel.current().status).toBe("failed"));
    expect(viewModel.current().failure).toEqual(["The organization is not active yet."]);
    await viewModel.retry();
    expect(viewModel.current().status).toBe("ready");
  });
});
