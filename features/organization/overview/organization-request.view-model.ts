import { BehaviorSubject, type Observable } from "rxjs";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import type { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import {
  type OrganizationRequest,
  OrganizationRequestDto,
} from "../../../core/organization/organization-request.dto.ts";
import {
  forgetOrganizationRequestDraft,
  type OrganizationRequestDraft,
  readOrganizationRequestDraft,
  writeOrganizationRequestDraft,
} from "../../../core/organization/stored-organization-request-draft.ts";
import type { KeyValueStore } from "../../../core/storage/key-value-store.port.ts";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";
import { callingCodeOf } from "./country-calling-codes.ts";

export interface OrganizationRequestState {
  readonly draft: OrganizationRequestDraft;
  /**
   * The rules the draft breaks (properties name, email, phone, countryCode), shown once the person has tried to
   * send it, then kept up to date as they type.
   */
  readonly fieldErrors: readonly FieldError[];
  readonly sending: boolean;
}

/** The screen's own words, read when needed (the language may change). */
export interface OrganizationRequestTexts {
  /** Confirms the request, naming the organization. */
  requested(name: string): string;
  /** For a failure the server did not explain. */
  failed(): string;
}

export interface OrganizationRequestDependencies {
  readonly gateway: Pick<OrganizationGateway, "requestOrganization">;
  /** Reads the organization again once it exists, so every page shows it; reports its own failure. */
  readonly reload: () => Promise<void>;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: OrganizationRequestTexts;
  /** Keeps an unsent form across a reload. */
  readonly store: KeyValueStore;
  /** What a fresh form starts with: the signed-in person's email, the region of their language. */
  readonly defaults: Pick<OrganizationRequestDraft, "email" | "country">;
}

/**
 * The organization request form (SPEC §5): name, contact email, and a mobile number as a calling code picked by
 * country plus the national number, checked by core's OrganizationRequestDto before anything is sent. A sent
 * request creates the organization PENDING: it is confirmed in a toast and the organization is read again. A
 * refusal (no organizations in the tier, already in one) is an error toast with the server's messages. What is
 * typed is kept until it is sent.
 */
export class OrganizationRequestViewModel {
  private readonly state: BehaviorSubject<OrganizationRequestState>;
  private tried = false;
  private disposed = false;
  readonly state$: Observable<OrganizationRequestState>;

  constructor(private readonly deps: OrganizationRequestDependencies) {
    this.state = new BehaviorSubject<OrganizationRequestState>({
      draft: readOrganizationRequestDraft(deps.store) ?? { name: "", phone: "", ...deps.defaults },
      fieldErrors: [],
      sending: false,
    });
    this.state$ = this.state.asObservable();
  }

  current(): OrganizationRequestState {
    return this.state.value;
  }

  /** Changes one field; after a first attempt to send, the rules are checked again as the person types. */
  change(field: keyof OrganizationRequestDraft, value: string): void {
    const draft = { ...this.state.value.draft, [field]: value };
    writeOrganizationRequestDraft(this.deps.store, draft);
    this.patch({ draft, ...(this.tried ? { fieldErrors: check(draft).fields } : {}) });
  }

  /** Sends the request when it keeps every rule; resolves true once the organization was created. */
  async submit(): Promise<boolean> {
    if (this.state.value.sending) return false;
    this.tried = true;
    const { value, fields } = check(this.state.value.draft);
    this.patch({ fieldErrors: fields });
    if (fields.length > 0) return false;
    this.patch({ sending: true });
    let name: string;
    try {
      const request: OrganizationRequest = {
        name: value.name,
        email: value.email,
        phone: value.phone,
        countryCode: value.countryCode,
      };
      ({ name } = await this.deps.gateway.requestOrganization(request));
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.failed());
      this.patch({ sending: false });
      return false;
    }
    forgetOrganizationRequestDraft(this.deps.store);
    this.deps.notifier.notify({ message: this.deps.texts.requested(name), intent: "positive" });
    try {
      // The form stays busy until the overview shows the organization in its place.
      await this.deps.reload();
    } finally {
      this.patch({ sending: false });
    }
    return true;
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private patch(change: Partial<OrganizationRequestState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

function check(draft: OrganizationRequestDraft) {
  const { country, ...rest } = draft;
  return validateInput(OrganizationRequestDto, { ...rest, countryCode: callingCodeOf(country) });
}
