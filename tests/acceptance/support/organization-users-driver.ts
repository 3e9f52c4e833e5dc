/** A member as their row reads: their email, and each department with their role there in words ("Member"). */
export interface ListedMember {
  readonly email: string;
  readonly departments: readonly { readonly name: string; readonly role: string }[];
}

/** A row of the super admins' list. */
export interface ListedSuperAdmin {
  readonly email: string;
  /** In words: "Owner", "Super admin". */
  readonly role: string;
  /** Whether the row offers to remove them. */
  readonly removable: boolean;
}

/** The invite button as the person finds it. */
export interface InviteButton {
  readonly enabled: boolean;
  /** Why it is disabled (the role it needs), or null. */
  readonly reason: string | null;
}

/** What a person can do on the organization's users screen, in words of the product; both worlds implement it. */
export interface OrganizationUsersDriver {
  /** Opens the screen (guards apply). */
  open(): Promise<void>;
  /** The members listed (search applied); null when the page shows no list. */
  members(): Promise<readonly ListedMember[] | null>;
  /** The title of what the page shows instead of the members (an explanation, nothing found…), else null. */
  notice(): Promise<string | null>;
  inviteButton(): Promise<InviteButton>;
  /** Opens an invitation, types the email, ticks these departments (by name) and sends it; the form stays open when refused. */
  invite(email: string, departments: readonly string[]): Promise<void>;
  /** The broken rules the open form shows, in order; empty when no form is open. */
  formErrors(): Promise<readonly string[]>;
  /** Opens someone's departments, ticks exactly these (by name) and saves. */
  changeDepartments(email: string, departments: readonly string[]): Promise<void>;
  /** Clicks the remove button of someone's row: the confirmation opens. */
  askToRemoveMember(email: string): Promise<void>;
  /** The confirmation's question while it is open, else null. */
  confirmation(): Promise<string | null>;
  confirmRemoval(): Promise<void>;
  cancelRemoval(): Promise<void>;
  /** The super admins listed, the owner first; null when the section is not shown. */
  superAdmins(): Promise<readonly ListedSuperAdmin[] | null>;
  addSuperAdmin(email: string): Promise<void>;
  /** Clicks the remove button of a super admin's row: the confirmation opens. */
  askToRemoveSuperAdmin(email: string): Promise<void>;
}
