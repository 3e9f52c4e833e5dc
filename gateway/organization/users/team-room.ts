import type { Clock } from "../../../core/clock/clock.port.ts";
import { teamTierRefusal } from "../../../core/organization/team-limits.ts";
import type { Database } from "../../database/database.ts";
import type { OrganizationRow } from "../organization-access.ts";
import { refuse } from "../organization-problems.ts";
import { teamLimitsOf } from "../overview/team-limits.repository.ts";
import { peopleIn } from "./organization-people.repository.ts";

/**
 * Bringing people in needs the owner's tier to include teams and to have room for those not in yet (`null`: an
 * account that does not exist yet). Core's rule, over the organization's people and the owner's tier.
 */
export async function requireTeamRoom(
  db: Database,
  clock: Clock,
  organization: OrganizationRow,
  joining: readonly (string | null)[],
): Promise<void> {
  const people = await peopleIn(db, organization.id);
  const newcomers = joining.filter((userId) => userId === null || !people.has(userId)).length;
  refuse(teamTierRefusal(await teamLimitsOf(db, organization.ownerId, clock.now()), people.size, newcomers));
}
