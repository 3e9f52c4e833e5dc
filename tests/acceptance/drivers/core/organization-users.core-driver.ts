import { filter, firstValueFrom } from "rxjs";
import { Notifier } from "../../../../core/notifier/notifier.port.ts";
import { actingRole, type Permission, permissionFor } from "../../../../core/organization/acting-role.ts";
import { DepartmentsGateway } from "../../../../core/organization/departments-gateway.port.ts";
import { OrganizationGateway } from "../../../../core/organization/organization-gateway.port.ts";
import type { OrganizationMember } from "../../../../core/organization/organization-member.entity.ts";
import { OrganizationMembersGateway } from "../../../../core/organization/organization-members-gateway.port.ts";
import type { OrganizationAction } from "../../../../core/organization/organization-permissions.ts";
import { OrganizationStore } from "../../../../core/organization/organization-store.ts";
import { readOrganizationSummary } from "../../../../core/organization/read-organization-summary.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { type MembersState, visibleMembers } from "../../../../features/organization/users/members.state.ts";
import { MembersViewModel } from "../../../../features/organization/users/members.view-model.ts";
import {
  isRemovable,
  type SuperAdminsState,
} from "../../../../features/organization/users/super-admins.state.ts";
import { SuperAdminsViewModel } from "../../../../features/organization/users/super-admins.view-model.ts";
import { usersFieldErrorText } from "../../../../features/organization/users/users-field-error-text.ts";
import { errorsOf } from "../../../../ui/components/broken-rule-text.ts";
import type {
  InviteButton,
  ListedMember,
  ListedSuperAdmin,
  OrganizationUsersDriver,
} from "../../support/organization-users-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

const PATH = pathOf(RouteName.ORGANIZATION_USER_PAGE);

/** The role-dependent choices the screen makes, from the organization the shell loaded after sign-in. */
interface UsersScope {
  readonly organizationId: string | null;
  can(action: OrganizationAction): Permission;
}

/**
 * The organization's users screen without a browser: its two view models from the app's container, for the
 * organization and role the shell loaded, created as the screen would be when the page is first used (the super
 * admins' only for those the screen shows them to), and read as the screen writes them.
 */
export class CoreOrganizationUsersDriver implements OrganizationUsersDriver {
  private viewModels: { members: MembersViewModel | null; superAdmins: SuperAdminsViewModel | null } | null =
    null;

  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open(PATH);
  }

  async members(): Promise<readonly ListedMember[] | null> {
    const state = await this.membersState();
    if (!state) return null;
    const { t } = this.screen.i18n();
    return visibleMembers(state).map((member) => ({
      email: member.email,
      departments: member.departments.map((department) => ({
        name: department.name,
        role: t(`organization.shared.roles.${department.role}`),
      })),
    }));
  }

  async notice(): Promise<string | null> {
    const { t } = this.screen.i18n();
    const scope = this.scope();
    if (!scope.organizationId) return t("organization.shared.noOrganization.title");
    if (!scope.can("viewMembers").allowed) return t("organization.users.noAccess.title");
    const state = await this.membersState();
    if (!state) return null;
    if (state.status === "failed") return t("organization.users.members.failedTitle");
    if (state.members.length === 0) return t("organization.users.members.emptyTitle");
    if (visibleMembers(state).length === 0)
      return t("organization.users.members.noMatchTitle", { search: state.search.trim() });
    return null;
  }

  async inviteButton(): Promise<InviteButton> {
    const state = await this.membersState();
    const permission = this.scope().can("manageMembers");
    const { t } = this.screen.i18n();
    const reason =
      permission.allowed || !permission.requiredRole
        ? null
        : t("organization.shared.needsRole", {
            role: t(`organization.shared.roles.${permission.requiredRole}`),
          });
    return { enabled: permission.allowed && state?.status === "ready" && state.call === null, reason };
  }

  async invite(email: string, departments: readonly string[]): Promise<void> {
    const viewModel = await this.membersViewModel();
    viewModel.startInvitation();
    if (!viewModel.current().form) throw new Error("No invitation can be started now");
    viewModel.changeEmail(email);
    for (const id of this.departmentIds(viewModel.current(), departments))
      viewModel.chooseDepartment(id, true);
    await viewModel.submitForm();
  }

  async formErrors(): Promise<readonly string[]> {
    const form = (await this.membersState())?.form;
    if (!form) return [];
    const { t } = this.screen.i18n();
    // As the form shows them: under the email, then under the departments.
    return [...errorsOf(form.fieldErrors, "email"), ...errorsOf(form.fieldErrors, "departments")].map(
      (error) => usersFieldErrorText(t, error),
    );
  }

  async changeDepartments(email: string, departments: readonly string[]): Promise<void> {
    const viewModel = await this.membersViewModel();
    viewModel.editDepartments(this.memberWith(viewModel.current(), email).id);
    const { form, departments: offered } = viewModel.current();
    if (!form) throw new Error(`The departments of ${email} cannot be changed now`);
    const wanted = new Set(this.departmentIds(viewModel.current(), departments));
    for (const department of offered) viewModel.chooseDepartment(department.id, wanted.has(department.id));
    await viewModel.submitForm();
  }

  async askToRemoveMember(email: string): Promise<void> {
    const viewModel = await this.membersViewModel();
    viewModel.askToRemove(this.memberWith(viewModel.current(), email).id);
    if (viewModel.current().removal?.email !== email) throw new Error(`${email} cannot be removed now`);
  }

  async confirmation(): Promise<string | null> {
    const { t } = this.screen.i18n();
    const members = await this.membersState();
    if (members?.removal)
      return t("organization.users.members.confirmRemove", { email: members.removal.email });
    const admins = await this.superAdminsState();
    if (admins?.removal)
      return t("organization.users.superAdmins.confirmRemove", { email: admins.removal.email });
    return null;
  }

  async confirmRemoval(): Promise<void> {
    const { members, superAdmins } = await this.onScreen();
    if (members?.current().removal) await members.confirmRemoval();
    else if (superAdmins?.current().removal) await superAdmins.confirmRemoval();
    else throw new Error("No removal is waiting for a confirmation");
  }

  async cancelRemoval(): Promise<void> {
    const { members, superAdmins } = await this.onScreen();
    members?.cancelRemoval();
    superAdmins?.cancelRemoval();
  }

  async superAdmins(): Promise<readonly ListedSuperAdmin[] | null> {
    const state = await this.superAdminsState();
    if (!state) return null;
    const { t } = this.screen.i18n();
    return state.admins.map((admin) => ({
      email: admin.email,
      role: t(`organization.shared.roles.${admin.role}`),
      removable: isRemovable(admin),
    }));
  }

  async addSuperAdmin(email: string): Promise<void> {
    const viewModel = await this.superAdminsViewModel();
    viewModel.changeEmail(email);
    await viewModel.add();
  }

  async askToRemoveSuperAdmin(email: string): Promise<void> {
    const viewModel = await this.superAdminsViewModel();
    const admin = viewModel.current().admins.find((listed) => listed.email === email);
    if (!admin) throw new Error(`${email} is not listed among the super admins`);
    viewModel.askToRemove(admin.id);
    if (viewModel.current().removal?.email !== email) throw new Error(`${email} cannot be removed now`);
  }

  private scope(): UsersScope {
    const container = this.screen.container();
    const summary = readOrganizationSummary(container.get(OrganizationStore).current().organization);
    const role = actingRole(summary);
    return { organizationId: summary?.id ?? null, can: (action) => permissionFor(action, role) };
  }

  private memberWith(state: MembersState, email: string): OrganizationMember {
    const member = state.members.find((listed) => listed.email === email);
    if (!member) throw new Error(`${email} is not listed`);
    return member;
  }

  /** The ids of the departments the form offers under these names; a name it does not offer is a mistake. */
  private departmentIds(state: MembersState, names: readonly string[]): string[] {
    return names.map((name) => {
      const department = state.departments.find((offered) => offered.name === name);
      if (!department) throw new Error(`No department "${name}" is offered`);
      return department.id;
    });
  }

  private async membersState(): Promise<MembersState | null> {
    const viewModel = (await this.onScreen()).members;
    return viewModel
      ? firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")))
      : null;
  }

  private async superAdminsState(): Promise<SuperAdminsState | null> {
    const viewModel = (await this.onScreen()).superAdmins;
    return viewModel
      ? firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")))
      : null;
  }

  private async membersViewModel(): Promise<MembersViewModel> {
    await this.membersState();
    const viewModel = (await this.onScreen()).members;
    if (!viewModel) throw new Error("The users page shows no members to this person");
    return viewModel;
  }

  private async superAdminsViewModel(): Promise<SuperAdminsViewModel> {
    await this.superAdminsState();
    const viewModel = (await this.onScreen()).superAdmins;
    if (!viewModel) throw new Error("The users page shows no super admins to this person");
    return viewModel;
  }

  /** The sections' view models, made when the page is first used as the page would make them; let go when leaving. */
  private async onScreen(): Promise<{
    members: MembersViewModel | null;
    superAdmins: SuperAdminsViewModel | null;
  }> {
    if (this.viewModels) return this.viewModels;
    const { pathname, search } = new URL(await this.screen.location(), "http://dashboard.test");
    if (pathname !== PATH) throw new Error(`Not on the organization's users page but at ${pathname}`);
    const container = this.screen.container();
    const notifier = container.get(Notifier);
    const { t } = this.screen.i18n();
    const { organizationId, can } = this.scope();
    const members =
      organizationId && can("viewMembers").allowed
        ? new MembersViewModel(
            {
              organizationId,
              members: container.get(OrganizationMembersGateway),
              departments: container.get(DepartmentsGateway),
              notifier,
              mayManage: can("manageMembers").allowed,
              texts: {
                invited: (email) => t("organization.users.members.invited", { email }),
                inviteFailed: () => t("organization.users.members.inviteFailed"),
                saved: (email) => t("organization.users.members.saved", { email }),
                saveFailed: () => t("organization.users.members.saveFailed"),
                removed: (email) => t("organization.users.members.removed", { email }),
                removeFailed: () => t("organization.users.members.removeFailed"),
              },
            },
            new URLSearchParams(search).get("q") ?? "",
          )
        : null;
    const superAdmins =
      organizationId && can("manageSuperAdmins").allowed
        ? new SuperAdminsViewModel({
            organizationId,
            gateway: container.get(OrganizationGateway),
            notifier,
            texts: {
              added: (email) => t("organization.users.superAdmins.added", { email }),
              addFailed: () => t("organization.users.superAdmins.addFailed"),
              removed: (email) => t("organization.users.superAdmins.removed", { email }),
              removeFailed: () => t("organization.users.superAdmins.removeFailed"),
            },
          })
        : null;
    this.viewModels = { members, superAdmins };
    this.screen.onLeave(() => {
      members?.dispose();
      superAdmins?.dispose();
      this.viewModels = null;
    });
    return this.viewModels;
  }
}
