import { and, eq } from "drizzle-orm";
import { DepartmentRole } from "../../core/organization/organization-role.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import type { Database } from "../database/database.ts";
import { ensureMembership, ensureUser } from "../organization/organization.fixtures.ts";
import { departmentUserApiKeys, departmentUsers } from "../organization/organization.schema.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { lastSevenDays, loggedRequest } from "./usage-analytics.fixtures.ts";

type LoggedRequest = Parameters<typeof loggedRequest>[0];

/** The pact's example key of the person's, as logs keep it: masked, with its id. */
const KEY = "mk-2f...b8a7f";
const KEY_ID = "key-1";
const MODELS = ["gpt-4o-mini", "mistral-large-latest"];
const TEN_MINUTES = 600_000;

/**
 * `perDay` requests on each of the last seven UTC days, ten minutes apart from just after midnight: with two or
 * more a day the first failed (untimed), the others succeeded, timed, of the models in turn. The week is whole
 * days, so its day buckets are the seven days. Seeded relative to now (retention keeps a fixed old week no
 * longer), the states answer the week as startDate and endDate, which the pact's requests take from the state
 * in place of their example dates.
 */
function weekOfRequests(
  now: number,
  perDay: number,
  sent: (index: number, failed: boolean) => Omit<LoggedRequest, "createdAt">,
) {
  const week = lastSevenDays(now);
  const rows = week.days.flatMap((day, dayIndex) =>
    Array.from({ length: perDay }, (_, index) => {
      const failed = perDay > 1 && index === 0;
      const request = sent(dayIndex * perDay + index, failed);
      return loggedRequest({
        ...request,
        model: MODELS[index % MODELS.length],
        createdAt: new Date(day.getTime() + (index + 1) * TEN_MINUTES).toISOString(),
        ...(failed
          ? { statusCode: 502, tokensOut: 0, timeToFirstToken: null, generationDuration: null }
          : {}),
      });
    }),
  );
  return { rows, answer: { startDate: week.start.toISOString(), endDate: week.end.toISOString() } };
}

/** The usage analytics' provider states. */
export const usageAnalyticsProviderStates: ProviderStates = {
  /**
   * The signed-in person's own requests (`perDay`, 3 by default): with their key key-1, the failed ones from the
   * playground.
   */
  "the user has requests over the last 7 days": async (params, { gateway, actor }) => {
    const perDay = stateParams(params).number("perDay", 3);
    const person = await actor();
    const { rows, answer } = weekOfRequests(gateway.deps.clock.now(), perDay, (index, failed) => ({
      id: `req-usage-${String(index).padStart(4, "0")}`,
      userId: person.uid,
      apikey: failed ? "playground" : KEY,
      apiKeyId: failed ? null : KEY_ID,
    }));
    if (rows.length > 0) await gateway.db.insert(chatHistory).values(rows);
    return answer;
  },

  /**
   * Requests the department's member (`userId`, made a member with a key when not one yet) sent with their key,
   * `perDay` a day (3 by default); the organization and the department come from their own states.
   */
  "the organization has department requests over the last 7 days": async (params, { gateway }) => {
    const read = stateParams(params);
    const organizationId = read.text("orgId", "org-1");
    const departmentId = read.text("depId", "dep-research");
    const userId = read.text("userId", "user-amara");
    const { db, deps } = gateway;
    let holder = await keyHolder(db, departmentId, userId);
    if (!holder) {
      await ensureUser(db, userId, read.text("email", "amara.okafor@meridian.example"));
      await ensureMembership(db, deps.clock, { departmentId, userId, role: DepartmentRole.MEMBER });
      holder = await keyHolder(db, departmentId, userId);
    }
    if (!holder) throw new Error(`${userId} holds no API key in ${departmentId}`);
    const { rows, answer } = weekOfRequests(deps.clock.now(), read.number("perDay", 3), (index) => ({
      id: `req-department-usage-${String(index).padStart(4, "0")}`,
      userId,
      apikey: holder.key,
      organizationId,
      departmentId,
      departmentUserId: holder.membershipId,
      apiKeyId: holder.keyId,
    }));
    if (rows.length > 0) await db.insert(chatHistory).values(rows);
    return answer;
  },
};

/** The department user's first key, with their membership. */
async function keyHolder(db: Database, departmentId: string, userId: string) {
  const [holder] = await db
    .select({
      key: departmentUserApiKeys.maskedValue,
      keyId: departmentUserApiKeys.id,
      membershipId: departmentUsers.id,
    })
    .from(departmentUserApiKeys)
    .innerJoin(departmentUsers, eq(departmentUsers.id, departmentUserApiKeys.departmentUserId))
    .where(and(eq(departmentUsers.departmentId, departmentId), eq(departmentUsers.userId, userId)));
  return holder;
}
