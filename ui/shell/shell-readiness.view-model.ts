import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  map,
  type Observable,
  type Subscription,
} from "rxjs";
import type { OrganizationDetails } from "../../core/organization/organization-details.ts";

export interface ShellReadinessState {
  /** The loading overlay stays until all three are true (SPEC §4). */
  readonly overlayVisible: boolean;
}

export interface ShellReadinessInputs {
  readonly documentComplete$: Observable<boolean>;
  readonly organization$: Observable<OrganizationDetails>;
  readonly navigationSettled$: Observable<boolean>;
}

export class ShellReadinessViewModel {
  private readonly state = new BehaviorSubject<ShellReadinessState>({ overlayVisible: true });
  private readonly subscription: Subscription;
  readonly state$: Observable<ShellReadinessState> = this.state.asObservable();

  constructor({ documentComplete$, organization$, navigationSettled$ }: ShellReadinessInputs) {
    this.subscription = combineLatest([documentComplete$, organization$, navigationSettled$])
      .pipe(
        map(([complete, organization, settled]) => !(complete && organization.ready && settled)),
        distinctUntilChanged(),
      )
      .subscribe((overlayVisible) => this.state.next({ overlayVisible }));
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
