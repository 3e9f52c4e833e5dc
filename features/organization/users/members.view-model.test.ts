import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import {
  CAST,
  CAST_DEPARTMENTS,
  CAST_ORGANIZATION_ID,
  CastOrganizationMother,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import { teamIsFull } from "../../../core/organization/team-limits.ts";
import { DEPARTMENTS_MIN_MESSAGE } from "../../../core/organization/user-departments.dto.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import { type MembersState, visibleMembers } from "./members.state.ts";
import type { MembersViewModel } from "./members.view-model.ts";
import { createMembersViewModel } from "./members.view-model-factory.ts";

/** The members of the demo organization as its owner manages them, or only reads them; `search` is the address's. */
function setUp(
  { gateways = CastOrganizationMother.create().gateways(), mayManage = true } = {},
  search = "",
) {
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const showSearch = vi.fn((_: string) => {});
  const services = screenServicesForTest((bind) => {
    bind(OrganizationMembersGateway, gateways.members);
    bind(DepartmentsGateway, gateways.departments);
    bind(Notifier, notifier as unknown as Notifier);
  });
  const viewModel = disposedAfterTest(
    createMembersViewModel(services, { organizationId: CAST_ORGANIZATION_ID, mayManage }, search, showSearch),
  );
  return { gateways, notifier, showSearch, viewModel };
}

function settled(viewModel: MembersViewModel): Promise<MembersState> {
  return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
}

const toasts = (notifier: { notify: ReturnType<typeof vi.fn> }) =>
  notifier.notify.mock.calls.map(([toast]) => toast);

describe("the organization members' view model", () => {
  it("lists everyone in a department by email, with each department and their role there", async () => {
    const { viewModel } = setUp();
    const state = await settled(viewModel);
    const emails = state.members.map((member) => member.email);
    expect(emails).toEqual([...emails].sort());
    const marcus = state.members.find((member) => member.email === CAST.researchAdmin.email);
    expect(marcus?.departments).toEqual([{ id: CAST_DEPARTMENTS.research, name: "Research", role: "ADMIN" }]);
    expect(state.departments.map((department) => department.name)).toEqual([
      "Customer Support",
      "Finance",
      "Marketing",
      "Research",
    ]);
  });

  it("only reads the list for someone who may not manage members: no departments are asked for", async () => {
    const { gateways, viewModel } = setUp({ mayManage: false });
    const listDepartments = vi.spyOn(gateways.departments, "listDepartments");
    const state = await settled(viewModel);
    expect(state.members.length).toBeGreaterThan(0);
    expect(state.departments).toEqual([]);
    expect(listDepartments).not.toHaveBeenCalled();
    viewModel.startInvitation();
    viewModel.askToRemove(state.members[0]?.id ?? "");
    expect(viewModel.current()).toMatchObject({ form: null, removal: null });
  });

  it("narrows the list to an email or a department's name, and tells the address", async () => {
    const { viewModel, showSearch } = setUp({}, "?q=finance");
    await settled(viewModel);
    const inFinance = visibleMembers(viewModel.current());
    expect(inFinance.length).toBeGreaterThan(0);
    expect(inFinance.every((member) => member.departments.some((d) => d.name === "Finance"))).toBe(true);
    viewModel.search("  AMARA ");
    expect(visibleMembers(viewModel.current()).map((member) => member.email)).toEqual([
      CAST.researcher.email,
    ]);
    expect(showSearch).toHaveBeenLastCalledWith("?q=AMARA");
  });

  it("invites an address trimmed and lowercased into the departments chosen, lists them and says so", async () => {
    const { viewModel, gateways, notifier } = setUp();
    await settled(viewModel);
    viewModel.startInvitation();
    viewModel.changeEmail("  New.Person@Example.COM ");
    viewModel.chooseDepartment(CAST_DEPARTMENTS.research, true);
    expect(await viewModel.submitForm()).toBe(true);
    const listed = viewModel.current().members.find((member) => member.email === "new.person@example.com");
    expect(listed?.departments).toEqual([
      { id: CAST_DEPARTMENTS.research, name: "Research", role: "MEMBER" },
    ]);
    expect(viewModel.current().form).toBeNull();
    expect(toasts(notifier)).toEqual([
      { message: "new.person@example.com was invited.", intent: "positive" },
    ]);
    const stored = await gateways.members.listMembers(CAST_ORGANIZATION_ID);
    expect(stored.some((member) => member.email === "new.person@example.com")).toBe(true);
  });

  it("sends no invitation without a department, nor with a bad email, and says why in SPEC §5's words", async () => {
    const { viewModel, gateways } = setUp();
    await settled(viewModel);
    const invite = vi.spyOn(gateways.members, "inviteToDepartments");
    viewModel.startInvitation();
    viewModel.changeEmail("nobody@example.com");
    expect(await viewModel.submitForm()).toBe(false);
    expect(viewModel.current().form?.fieldErrors.map((error) => error.message)).toEqual([
      DEPARTMENTS_MIN_MESSAGE,
    ]);
    viewModel.changeEmail("not an email");
    viewModel.chooseDepartment(CAST_DEPARTMENTS.finance, true);
    expect(viewModel.current().form?.fieldErrors.map((error) => error.message)).toEqual([
      "email must be an email",
    ]);
    expect(await viewModel.submitForm()).toBe(false);
    expect(invite).not.toHaveBeenCalled();
  });

  it("checks the rules only once the person tried to send", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    viewModel.startInvitation();
    viewModel.changeEmail("half@");
    expect(viewModel.current().form?.fieldErrors).toEqual([]);
  });

  it("shows the gateway's refusal of an invitation (a full team) in an error toast and keeps the form", async () => {
    const { viewModel, gateways, notifier } = setUp();
    await settled(viewModel);
    vi.spyOn(gateways.members, "inviteToDepartments").mockRejectedValueOnce(
      GatewayError.http(403, teamIsFull(25)),
    );
    viewModel.startInvitation();
    viewModel.changeEmail("one.too.many@example.com");
    viewModel.chooseDepartment(CAST_DEPARTMENTS.research, true);
    expect(await viewModel.submitForm()).toBe(false);
    expect(toasts(notifier)).toEqual([
      expect.objectContaining({
        message: "Your subscription tier allows at most 25 team members.",
        intent: "negative",
      }),
    ]);
    expect(viewModel.current().form?.email).toBe("one.too.many@example.com");
    expect(viewModel.current().call).toBeNull();
  });

  it("changes someone's departments, starting from those they belong to", async () => {
    const { viewModel, notifier } = setUp();
    await settled(viewModel);
    viewModel.editDepartments(CAST.researcher.id);
    expect(viewModel.current().form).toMatchObject({
      kind: "edit",
      email: CAST.researcher.email,
      departments: [CAST_DEPARTMENTS.research],
    });
    viewModel.chooseDepartment(CAST_DEPARTMENTS.research, false);
    expect(await viewModel.submitForm()).toBe(false);
    expect(viewModel.current().form?.fieldErrors.map((error) => error.message)).toEqual([
      DEPARTMENTS_MIN_MESSAGE,
    ]);
    viewModel.chooseDepartment(CAST_DEPARTMENTS.research, true);
    viewModel.chooseDepartment(CAST_DEPARTMENTS.finance, true);
    expect(viewModel.current().form?.departments).toEqual([
      CAST_DEPARTMENTS.finance,
      CAST_DEPARTMENTS.research,
    ]);
    expect(await viewModel.submitForm()).toBe(true);
    const amara = viewModel.current().members.find((member) => member.id === CAST.researcher.id);
    expect(amara?.departments.map((department) => department.name).sort()).toEqual(["Finance", "Research"]);
    expect(toasts(notifier).at(-1)).toEqual({
      message: `The departments of ${CAST.researcher.email} were saved.`,
      intent: "positive",
    });
  });

  it("removes someone only once the person confirms, and says so", async () => {
    const { viewModel, gateways, notifier } = setUp();
    await settled(viewModel);
    const remove = vi.spyOn(gateways.members, "removeMember");
    viewModel.askToRemove(CAST.researcher.id);
    expect(viewModel.current().removal?.email).toBe(CAST.researcher.email);
    viewModel.cancelRemoval();
    expect(viewModel.current().removal).toBeNull();
    expect(remove).not.toHaveBeenCalled();
    viewModel.askToRemove(CAST.researcher.id);
    await viewModel.confirmRemoval();
    expect(remove).toHaveBeenCalledWith(CAST_ORGANIZATION_ID, CAST.researcher.id);
    expect(viewModel.current().members.some((member) => member.id === CAST.researcher.id)).toBe(false);
    expect(viewModel.current().removal).toBeNull();
    expect(toasts(notifier)).toEqual([
      {
        message: `${CAST.researcher.email} was removed from the organization's departments.`,
        intent: "positive",
      },
    ]);
  });

  it("keeps someone the gateway refused to remove, with its words in an error toast", async () => {
    const { viewModel, gateways, notifier } = setUp();
    await settled(viewModel);
    vi.spyOn(gateways.members, "removeMember").mockRejectedValueOnce(
      GatewayError.http(404, "User not found"),
    );
    viewModel.askToRemove(CAST.researcher.id);
    await viewModel.confirmRemoval();
    expect(viewModel.current().members.some((member) => member.id === CAST.researcher.id)).toBe(true);
    expect(toasts(notifier)).toEqual([
      expect.objectContaining({ message: "User not found", intent: "negative" }),
    ]);
  });

  it("says why the list failed to load in the server's words, and loads it again on retry", async () => {
    const gateways = CastOrganizationMother.create().gateways();
    const listMembers = vi
      .spyOn(gateways.members, "listMembers")
      .mockRejectedValueOnce(GatewayError.http(403, "This needs the ADMIN role or higher."));
    const { viewModel } = setUp({ gateways });
    expect(await settled(viewModel)).toMatchObject({
      status: "failed",
      failure: ["This needs the ADMIN role or higher."],
    });
    await viewModel.retry();
    expect(viewModel.current().status).toBe("ready");
    expect(listMembers).toHaveBeenCalledTimes(2);
  });

  it("sends one invitation for a double submit", async () => {
    const { viewModel, gateways } = setUp();
    await settled(viewModel);
    const invite = vi.spyOn(gateways.members, "inviteToDepartments");
    viewModel.startInvitation();
    viewModel.changeEmail("twice@example.com");
    viewModel.chooseDepartment(CAST_DEPARTMENTS.support, true);
    const results = await Promise.all([viewModel.submitForm(), viewModel.submitForm()]);
    expect(results.sort()).toEqual([false, true]);
    expect(invite).toHaveBeenCalledTimes(1);
  });
});
