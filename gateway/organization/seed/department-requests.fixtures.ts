import { and, eq } from "drizzle-orm";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { chatHistory } from "../../chat-completions/chat-history.schema.ts";
import type { Database } from "../../database/database.ts";
import { departmentUserApiKeys, departmentUsers } from "../organization.schema.ts";

/** What each recorded request was served by and cost: the catalogue's mistral-large-latest on SE3 (97.65 % renewable). */
export const RECORDED_REQUEST = {
  servedModel: "mistral-large-latest",
  tokensIn: 400,
  tokensOut: 600,
  totalTokens: 1000,
  /** 400 tokens at $2 and 600 at $6 per million. */
  totalCost: 0.0044,
  renewablePercentage: 97.65,
} as const;

/**
 * Requests a department user sent with their (first) API key, a minute apart, newest now, as the chat-completion
 * route records them: for the request report and series of provider states and tests.
 */
export async function recordDepartmentRequests(
  db: Database,
  clock: Clock,
  sent: {
    organizationId: string;
    departmentId: string;
    userId: string;
    count: number;
    idPrefix?: string;
    /** When the newest was sent (ms since the epoch); now by default. */
    newestAt?: number;
  },
): Promise<void> {
  const [holder] = await db
    .select({ key: departmentUserApiKeys, membershipId: departmentUsers.id })
    .from(departmentUserApiKeys)
    .innerJoin(departmentUsers, eq(departmentUsers.id, departmentUserApiKeys.departmentUserId))
    .where(and(eq(departmentUsers.departmentId, sent.departmentId), eq(departmentUsers.userId, sent.userId)));
  if (!holder) throw new Error(`${sent.userId} holds no API key in ${sent.departmentId}`);
  if (sent.count <= 0) return;
  await db.insert(chatHistory).values(
    Array.from({ length: sent.count }, (_, index) => ({
      id: `${sent.idPrefix ?? "req"}-${String(index + 1).padStart(4, "0")}`,
      userId: sent.userId,
      apikey: holder.key.maskedValue,
      organizationId: sent.organizationId,
      departmentId: sent.departmentId,
      departmentUserId: holder.membershipId,
      apiKeyId: holder.key.id,
      vendor: "Meridian",
      model: "Best Available",
      ...RECORDED_REQUEST,
      statusCode: 200,
      createdAt: new Date((sent.newestAt ?? clock.now()) - index * 60_000).toISOString(),
    })),
  );
}
