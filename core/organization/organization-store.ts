import { BehaviorSubject, type Observable } from "rxjs";
import { ORGANIZATION_NOT_LOADED, type OrganizationDetails } from "./organization-details.ts";

/** Holds the organization details the shell waits for; the identity issue fills it after sign-in. */
export class OrganizationStore {
  private readonly details = new BehaviorSubject<OrganizationDetails>(ORGANIZATION_NOT_LOADED);
  readonly details$: Observable<OrganizationDetails> = this.details.asObservable();

  current(): OrganizationDetails {
    return this.details.value;
  }

  markReady(organization: OrganizationDetails["organization"], now: number): void {
    this.details.next({ organization, ready: true, lastUpdatedAt: now });
  }

  markFailed(): void {
    this.details.next({ ...this.details.value, ready: false });
  }

  clear(): void {
    this.details.next(ORGANIZATION_NOT_LOADED);
  }
}
