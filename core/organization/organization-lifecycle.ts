import { distinctUntilChanged, filter, firstValueFrom, map, type Subscription } from "rxjs";
import type { SessionStore } from "../session/session-store.ts";
import { deriveUserRole, UserRole } from "../session/user-role.ts";
import {
  type InitializeOrganizationDependencies,
  initializeOrganization,
} from "./initialize-organization.use-case.ts";
import type { OrganizationDetails } from "./organization-details.ts";

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
        else this.deps.organizations.markReady({ id: null }, this.deps.clock.now());
      });
  }

  /** Resolves once the current session's organization is ready or has failed. */
  settled(): Promise<OrganizationDetails> {
    return firstValueFrom(
      this.deps.organizations.details$.pipe(filter((details) => details.ready || details.failed)),
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
