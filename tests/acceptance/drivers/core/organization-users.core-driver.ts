import type { OrganizationMember } from "../../../../core/organization/organization-member.entity.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { permissionReason } from "../../../../features/organization/shared/permission-reason.ts";
import { type MembersState, visibleMembers } from "../../../../features/organization/users/members.state.ts";
import type { MembersViewModel } from "../../../../features/organization/users/members.view-model.ts";
import { createMembersViewModel } from "../../../../features/organization/users/members.view-model-factory.ts";
import {
  isRemovable,
  type SuperAdminsState,
} from "../../../../features/organization/users/super-admins.state.ts";
import type { SuperAdminsViewModel } from "../../../../features/organization/users/super-admins.view-model.ts";
import { createSuperAdminsViewModel } from "../../../../features/organization/users/super-admins.view-model-factory.ts";
import { usersFieldErrorText } from "../../../../features/organization/users/users-field-error-text.ts";
import { errorsOf } from "../../../../ui/components/broken-rule-text.ts";
import type {
  InviteButton,
  ListedMember,
  ListedSuperAdmin,
  OrganizationUsersDriver,
} from "../../support/organization-users-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { organizationIdOf, organizationScope } from "./organization-scope.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.ORGANIZATION_USER_PAGE);

/**
 * The organization's users screen without a browser: its two sections' view models made by their factories, for
 * the organization and role the shell loaded, when the page is first used (the super admins' only for those the
 * screen shows them to), and read as the screen writes them.
 */
export class CoreOrganizationUsersDriver implements OrganizationUsersDriver {
  private readonly membersSection: ViewModelOnScreen<MembersViewModel>;
  private readonly superAdminsSection: ViewModelOnScreen<SuperAdminsViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.membersSection = new ViewModelOnScreen(screen, PATH, (services, address) =>
      createMembersViewModel(
        services,
        {
          organizationId: organizationIdOf(screen),
          mayManage: organizationScope(screen).can("manageMembers").allowed,
        },
        address.search,
        (search) => screen.navigate(`${PATH}${search}`),
      ),
    );
    this.superAdminsSection = new ViewModelOnScreen(screen, PATH, (services) =>
      createSuperAdminsViewModel(services, organizationIdOf(screen)),
    );
  }

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
    const scope = organizationScope(this.screen);
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
    const permission = organizationScope(this.screen).can("manageMembers");
    const reason = permissionReason(this.screen.i18n().t, permission);
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
    const { members, superAdmins } = await this.sections();
    if (members?.current().removal) await members.confirmRemoval();
    else if (superAdmins?.current().removal) await superAdmins.confirmRemoval();
    else throw new Error("No removal is waiting for a confirmation");
  }

  async cancelRemoval(): Promise<void> {
    const { members, superAdmins } = await this.sections();
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

  /** The sections the page shows this person: the members to admins and above, the super admins to the owner's. */
  private shown(): { readonly members: boolean; readonly superAdmins: boolean } {
    const { organizationId, can } = organizationScope(this.screen);
    return {
      members: organizationId !== null && can("viewMembers").allowed,
      superAdmins: organizationId !== null && can("manageSuperAdmins").allowed,
    };
  }

  private async sections(): Promise<{
    members: MembersViewModel | null;
    superAdmins: SuperAdminsViewModel | null;
  }> {
    const shown = this.shown();
    return {
      members: shown.members ? await this.membersSection.get() : null,
      superAdmins: shown.superAdmins ? await this.superAdminsSection.get() : null,
    };
  }

  private async membersState(): Promise<MembersState | null> {
    return this.shown().members ? this.membersSection.settled() : null;
  }

  private async superAdminsState(): Promise<SuperAdminsState | null> {
    return this.shown().superAdmins ? this.superAdminsSection.settled() : null;
  }

  private async membersViewModel(): Promise<MembersViewModel> {
    if (!this.shown().members) throw new Error("The users page shows no members to this person");
    await this.membersSection.settled();
    return this.membersSection.get();
  }

  private async superAdminsViewModel(): Promise<SuperAdminsViewModel> {
    if (!this.shown().superAdmins) throw new Error("The users page shows no super admins to this person");
    await this.superAdminsSection.settled();
    return this.superAdminsSection.get();
  }
}
