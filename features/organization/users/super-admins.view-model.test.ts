import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import {
  CAST,
  CAST_ORGANIZATION_ID,
  CastOrganizationMother,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import { teamIsFull } from "../../../core/organization/team-limits.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import type { SuperAdminsState } from "./super-admins.state.ts";
import type { SuperAdminsViewModel } from "./super-admins.view-model.ts";
import { createSuperAdminsViewModel } from "./super-admins.view-model-factory.ts";

function setUp(gateway = CastOrganizationMother.create().gateways().organization) {
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const services = screenServicesForTest((bind) => {
    bind(OrganizationGateway, gateway);
    bind(Notifier, notifier as unknown as Notifier);
  });
  const viewModel = disposedAfterTest(createSuperAdminsViewModel(services, CAST_ORGANIZATION_ID));
  return { gateway, notifier, viewModel };
}

function settled(viewModel: SuperAdminsViewModel): Promise<SuperAdminsState> {
  return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
}

const toasts = (notifier: { notify: ReturnType<typeof vi.fn> }) =>
  notifier.notify.mock.calls.map(([toast]) => toast);

describe("the super admins' view model", () => {
  it("lists the owner and the super admins with their role", async () => {
    const { viewModel } = setUp();
    const { admins } = await settled(viewModel);
    expect(admins.map((admin) => [admin.email, admin.role])).toEqual([
      [CAST.owner.email, OrganizationRole.OWNER],
      [CAST.superAdmin.email, OrganizationRole.SUPER_ADMIN],
    ]);
  });

  it("adds a super admin by email, trimmed and lowercased, lists them last and says so", async () => {
    const { viewModel, notifier } = setUp();
    await settled(viewModel);
    viewModel.changeEmail("  Chief.Ops@Example.com ");
    expect(await viewModel.add()).toBe(true);
    const added = viewModel.current().admins.at(-1);
    expect(added).toMatchObject({ email: "chief.ops@example.com", role: OrganizationRole.SUPER_ADMIN });
    expect(viewModel.current().email).toBe("");
    expect(toasts(notifier)).toEqual([
      { message: "chief.ops@example.com was added as super admin.", intent: "positive" },
    ]);
  });

  it("adds nobody with a bad email and says so in SPEC §5's words, again as the person types", async () => {
    const { viewModel, gateway } = setUp();
    await settled(viewModel);
    const invite = vi.spyOn(gateway, "inviteSuperAdmin");
    viewModel.changeEmail("chief.ops");
    expect(await viewModel.add()).toBe(false);
    expect(viewModel.current().fieldErrors.map((error) => error.message)).toEqual(["email must be an email"]);
    viewModel.changeEmail("chief.ops@example.com");
    expect(viewModel.current().fieldErrors).toEqual([]);
    expect(invite).not.toHaveBeenCalled();
  });

  it("shows the gateway's refusal (already a super admin, a full team) in an error toast", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    viewModel.changeEmail(CAST.superAdmin.email);
    expect(await viewModel.add()).toBe(false);
    vi.spyOn(gateway, "inviteSuperAdmin").mockRejectedValueOnce(GatewayError.http(403, teamIsFull(10)));
    viewModel.changeEmail("one.more@example.com");
    expect(await viewModel.add()).toBe(false);
    expect(toasts(notifier).map((toast) => [toast.message, toast.intent])).toEqual([
      [`${CAST.superAdmin.email} is already a super admin.`, "negative"],
      ["Your subscription tier allows at most 10 team members.", "negative"],
    ]);
    expect(viewModel.current().admins).toHaveLength(2);
  });

  it("never offers to remove the owner", async () => {
    const { viewModel } = setUp();
    const { admins } = await settled(viewModel);
    const owner = admins.find((admin) => admin.role === OrganizationRole.OWNER);
    viewModel.askToRemove(owner?.id ?? "");
    expect(viewModel.current().removal).toBeNull();
  });

  it("removes a super admin by their account once the person confirms, and says so", async () => {
    const { viewModel, gateway, notifier } = setUp();
    const { admins } = await settled(viewModel);
    const priya = admins.find((admin) => admin.email === CAST.superAdmin.email);
    const remove = vi.spyOn(gateway, "removeSuperAdmin");
    viewModel.askToRemove(priya?.id ?? "");
    viewModel.cancelRemoval();
    expect(remove).not.toHaveBeenCalled();
    viewModel.askToRemove(priya?.id ?? "");
    await viewModel.confirmRemoval();
    expect(remove).toHaveBeenCalledWith(CAST_ORGANIZATION_ID, CAST.superAdmin.id);
    expect(viewModel.current().admins.map((admin) => admin.role)).toEqual([OrganizationRole.OWNER]);
    expect(toasts(notifier)).toEqual([
      { message: `${CAST.superAdmin.email} is no longer a super admin.`, intent: "positive" },
    ]);
  });

  it("says why the list failed to load in the server's words, and loads it again on retry", async () => {
    const { organization } = CastOrganizationMother.create().gateways();
    vi.spyOn(organization, "listSuperAdmins").mockRejectedValueOnce(
      GatewayError.http(403, "This needs the SUPER_ADMIN role or higher."),
    );
    const { viewModel } = setUp(organization);
    expect(await settled(viewModel)).toMatchObject({
      status: "failed",
      failure: ["This needs the SUPER_ADMIN role or higher."],
    });
    await viewModel.retry();
    expect(viewModel.current().admins).toHaveLength(2);
  });
});
