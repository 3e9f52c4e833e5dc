import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { EvidencePeriod } from "../../core/compliance-evidence/evidence-period.ts";
import type { EvidenceRequest } from "../../core/compliance-evidence/evidence-request.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import { chatHistoryBodies } from "../chat-completions/chat-history-bodies.schema.ts";
import { BODIES_OF_REQUEST } from "../chat-completions/logged-request-columns.ts";
import type { Database } from "../database/database.ts";
import { users } from "../identity/users.schema.ts";

/**
 * A department's requests of a month, oldest first, as the evidence lists them; their bodies only when asked for.
 * Read through the department's (department_id, created_at) index, inside the month's partition.
 */
export async function evidenceRequests(
  db: Database,
  departmentId: string,
  period: EvidencePeriod,
  withBodies: boolean,
): Promise<EvidenceRequest[]> {
  const rows = await db
    .select({
      id: chatHistory.id,
      createdAt: chatHistory.createdAt,
      userEmail: users.email,
      apiKeyId: chatHistory.apiKeyId,
      endpoint: chatHistory.endpoint,
      model: chatHistory.model,
      servedModel: chatHistory.servedModel,
      statusCode: chatHistory.statusCode,
      error: chatHistory.error,
      totalTokens: chatHistory.totalTokens,
      totalCostUsd: chatHistory.totalCost,
      piiRedactions: chatHistory.piiRedactions,
      requestBody: chatHistoryBodies.requestContent,
      responseBody: chatHistoryBodies.responseContent,
    })
    .from(chatHistory)
    .leftJoin(users, eq(users.id, chatHistory.userId))
    // Without bodies the join matches nothing, and the bodies' partitions are never read.
    .leftJoin(chatHistoryBodies, withBodies ? BODIES_OF_REQUEST : sql`false`)
    .where(
      and(
        eq(chatHistory.departmentId, departmentId),
        gte(chatHistory.createdAt, period.from),
        lt(chatHistory.createdAt, period.to),
      ),
    )
    .orderBy(asc(chatHistory.createdAt), asc(chatHistory.id));
  return rows.map(({ requestBody, responseBody, createdAt, ...row }) => ({
    ...row,
    createdAt: new Date(createdAt).toISOString(),
    piiRedactions: row.piiRedactions ?? null,
    ...(withBodies ? { bodies: { request: requestBody, response: responseBody } } : {}),
  }));
}
