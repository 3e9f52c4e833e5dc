import { BehaviorSubject, type Observable } from "rxjs";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { InviteUserDto } from "../../../core/organization/invite-user.dto.ts";
import type { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import type { SuperAdmin } from "../../../core/organization/super-admin.entity.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";
import { loadList } from "../shared/list-load.ts";
import { askPendingRemoval, cancelPendingRemoval, confirmPendingRemoval } from "../shared/pending-removal.ts";
import { INITIAL_SUPER_ADMINS_STATE, isRemovable, type SuperAdminsState } from "./super-admins.state.ts";

/** The section's own words, read when needed (the language may change). */
export interface SuperAdminsTexts {
  added(email: string): string;
  /** For a failed addition the server did not explain. */
  addFailed(): string;
  removed(email: string): string;
  removeFailed(): string;
}

export interface SuperAdminsDependencies {
  readonly organizationId: string;
  readonly gateway: Pick<OrganizationGateway, "listSuperAdmins" | "inviteSuperAdmin" | "removeSuperAdmin">;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: SuperAdminsTexts;
}

/**
 * The owner and the super admins (GET /organization/{orgId}/users), for owners and super admins: adding one by
 * email (checked by core's InviteUserDto first) and removing one after a confirmation; the owner cannot be
 * removed. Refusals are reported in an error toast with the server's messages (SPEC §8). One call at a time.
 */
export class SuperAdminsViewModel {
  private readonly state = new BehaviorSubject<SuperAdminsState>(INITIAL_SUPER_ADMINS_STATE);
  /** Adding was tried once: the email's rules are checked again as the person types. */
  private tried = false;
  private disposed = false;
  readonly state$: Observable<SuperAdminsState> = this.state.asObservable();

  constructor(private readonly deps: SuperAdminsDependencies) {
    void this.load();
  }

  current(): SuperAdminsState {
    return this.state.value;
  }

  /** Asks for the list again after it failed to load. */
  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  changeEmail(email: string): void {
    this.patch({ email, ...(this.tried ? { fieldErrors: brokenRules(email) } : {}) });
  }

  /** Adds the super admin whose email was typed; resolves true once the gateway took it. */
  async add(): Promise<boolean> {
    const { email, call, status } = this.state.value;
    if (call || status !== "ready") return false;
    this.tried = true;
    const { value, fields } = validateInput(InviteUserDto, { email });
    this.patch({ fieldErrors: fields });
    if (fields.length > 0) return false;
    this.patch({ call: "adding" });
    try {
      const added = await this.deps.gateway.inviteSuperAdmin(this.deps.organizationId, value.email);
      this.tried = false;
      this.patch({ admins: withAdmin(this.state.value.admins, added), email: "" });
      this.deps.notifier.notify({ message: this.deps.texts.added(added.email), intent: "positive" });
      return true;
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.addFailed());
      return false;
    } finally {
      this.patch({ call: null });
    }
  }

  /** Asks for confirmation before removing a super admin (never the owner). */
  askToRemove(id: string): void {
    const admin = this.state.value.admins.find((listed) => listed.id === id);
    askPendingRemoval(this.state.value, this.patch, admin, admin !== undefined && isRemovable(admin));
  }

  cancelRemoval(): void {
    cancelPendingRemoval(this.state.value, this.patch);
  }

  /** Removes the super admin the confirmation named. */
  async confirmRemoval(): Promise<void> {
    const userId = this.state.value.removal?.user?.id;
    if (!userId) return;
    await confirmPendingRemoval(this.state.value, this.patch, {
      notifier: this.deps.notifier,
      remove: async (removal) => {
        await this.deps.gateway.removeSuperAdmin(this.deps.organizationId, userId);
        this.patch({ admins: this.state.value.admins.filter((admin) => admin.id !== removal.id) });
      },
      removed: (removal) => this.deps.texts.removed(removal.email),
      removeFailed: this.deps.texts.removeFailed,
    });
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private load(): Promise<void> {
    return loadList(this.patch, async () => ({
      admins: await this.deps.gateway.listSuperAdmins(this.deps.organizationId),
    }));
  }

  private readonly patch = (change: Partial<SuperAdminsState>): void => {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  };
}

function brokenRules(email: string) {
  return validateInput(InviteUserDto, { email }).fields;
}

/** The list with the new super admin last, as the gateway lists them (in the order they joined). */
function withAdmin(admins: readonly SuperAdmin[], added: SuperAdmin): SuperAdmin[] {
  return [...admins.filter((admin) => admin.id !== added.id), added];
}
