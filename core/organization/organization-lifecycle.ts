import { combineLatest, distinctUntilChanged, filter, firstValueFrom, map, type Subscription } from "rxjs";
import type { SessionStore } from "../session/session-store.ts";
import { deriveUserRole, UserRole } from "../session/user-role.ts";
import {
  type InitializeOrganizationDependencies,
  initializeOrganization,
} from "./initialize-organization.use-case.ts";
import { ORGANIZATION_NOT_LOADED, type OrganizationDetails } from "./organization-details.ts";

export interface OrganizationLifecycleDependencies extends InitializeOrganizationDependencies {
  readonly sessions: SessionStore;
}

/**
 * Keeps the organization in step with the session (SPEC §4): once authentication becomes true it is initialised;
 * for a visitor there is nothing to load, so it is ready at once with no organization.
 */
export class OrganizationLifecycle {
  private generation = 0;

  constructor(private readonly deps: OrganizationLifecycleDependencies) {}

  start(): Subscription {
    return this.deps.sessions.session$
      .pipe(
        map((session) => deriveUserRole(session) === UserRole.REGISTERED_USER),
        distinctUntilChanged(),
      )
      .subscribe((registered) => {
        this.generation += 1;
        if (registered) void this.load(this.generation);
        else this.deps.organizations.markReady(ORGANIZATION_NOT_LOADED.organization, this.deps.clock.now());
      });
  }

  /** Loads the signed-in person's organization again, after it failed. */
  retry(): void {
    if (deriveUserRole(this.deps.sessions.current()) !== UserRole.REGISTERED_USER) return;
    this.generation += 1;
    void this.load(this.generation);
  }

  /**
   * Resolves with the organization once it is ready, or with null if the person signs out first. A failure does
   * not settle it: the person may still `retry()`.
   */
  whenReady(): Promise<OrganizationDetails | null> {
    const { sessions, organizations } = this.deps;
    // The store's current session, not the combined one: a sign-out reaches this lifecycle's own subscription
    // (which marks a visitor's empty organization ready) before it reaches this pipeline.
    const registered = () => deriveUserRole(sessions.current()) === UserRole.REGISTERED_USER;
    return firstValueFrom(
      combineLatest([organizations.details$, sessions.session$]).pipe(
        filter(([details]) => details.ready || !registered()),
        map(([details]) => (registered() ? details : null)),
      ),
    );
  }

  private async load(generation: number): Promise<void> {
    try {
      await initializeOrganization(this.deps, () => generation === this.generation);
    } catch (error) {
      console.error(
        "The organization could not be initialised:",
        error instanceof Error ? error.message : error,
      );
    }
  }
}
