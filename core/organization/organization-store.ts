import { BehaviorSubject, type Observable } from "rxjs";
import { ORGANIZATION_NOT_LOADED, type OrganizationDetails } from "./organization-details.ts";

type Organization = OrganizationDetails["organization"];

/** Holds the organization details the shell waits for; filled after sign-in, cleared on sign-out. */
export class OrganizationStore {
  private readonly details = new BehaviorSubject<OrganizationDetails>(ORGANIZATION_NOT_LOADED);
  readonly details$: Observable<OrganizationDetails> = this.details.asObservable();

  current(): OrganizationDetails {
    return this.details.value;
  }

  /** Loading again: not ready, no longer failed, the last details kept until new ones arrive. */
  markLoading(): void {
    this.details.next({ ...this.details.value, ready: false, failed: false });
  }

  /** SPEC §3: an organization without an id is stored as `{ id: null }`. */
  markReady(organization: Organization, now: number): void {
    this.details.next({
      organization: organization.id ? organization : { id: null },
      ready: true,
      failed: false,
      lastUpdatedAt: now,
    });
  }

  markFailed(): void {
    this.details.next({ ...this.details.value, ready: false, failed: true });
  }

  clear(): void {
    this.details.next(ORGANIZATION_NOT_LOADED);
  }
}
