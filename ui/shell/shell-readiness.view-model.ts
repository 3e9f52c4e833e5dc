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
  /** The organization could not be initialised: the overlay says so instead of loading (SPEC §4). */
  readonly organizationProblem: boolean;
}

const LOADING: ShellReadinessState = { overlayVisible: true, organizationProblem: false };

export interface ShellReadinessInputs {
  readonly documentComplete$: Observable<boolean>;
  readonly organization$: Observable<OrganizationDetails>;
  readonly navigationSettled$: Observable<boolean>;
}

export class ShellReadinessViewModel {
  private readonly state = new BehaviorSubject<ShellReadinessState>(LOADING);
  private readonly subscription: Subscription;
  readonly state$: Observable<ShellReadinessState> = this.state.asObservable();

  constructor({ documentComplete$, organization$, navigationSettled$ }: ShellReadinessInputs) {
    this.subscription = combineLatest([documentComplete$, organization$, navigationSettled$])
      .pipe(
        map(([complete, organization, settled]) => ({
          overlayVisible: !(complete && organization.ready && settled),
          organizationProblem: organization.failed,
        })),
        distinctUntilChanged(
          (previous, next) =>
            previous.overlayVisible === next.overlayVisible &&
            previous.organizationProblem === next.organizationProblem,
        ),
      )
      .subscribe((state) => this.state.next(state));
  }

  current(): ShellReadinessState {
    return this.state.value;
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
