import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { ReportItemJson } from "../../../core/organization/report-item.entity.ts";
import type { RequestsReportJson, RequestsReportQuery } from "../../../core/organization/requests-report.ts";
import { chatHistory } from "../../chat-completions/chat-history.schema.ts";
import type { Database } from "../../database/database.ts";
import { users } from "../../identity/users.schema.ts";
import { isoDate } from "../../server/iso-date.ts";
import { after, cursorOf, type RequestLogPosition } from "../../usage-logs/request-log-cursor.ts";

/**
 * One page of the requests sent with department users' keys, newest first, and how many there are in all: the
 * page after a cursor's position (`after`; the logs' keyset, created_at desc then id desc) or else by its number.
 * `nextCursor` names the page's last request when an older one follows. Who sent each is read from the request
 * itself, so it stays known after the key or the membership is gone.
 */
export async function requestsReport(
  db: Database,
  organizationId: string,
  departmentIds: readonly string[],
  query: RequestsReportQuery & { readonly after?: RequestLogPosition },
): Promise<RequestsReportJson> {
  const meta = { page: query.page, limit: query.limit };
  if (departmentIds.length === 0) return { items: [], meta: { total: 0, ...meta, nextCursor: null } };
  const where = and(
    eq(chatHistory.organizationId, organizationId),
    inArray(chatHistory.departmentId, [...departmentIds]),
    query.userId ? eq(chatHistory.userId, query.userId) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(chatHistory).where(where);
  const rows = await db
    .select({ request: chatHistory, user: { id: users.id, email: users.email } })
    .from(chatHistory)
    .innerJoin(users, eq(users.id, chatHistory.userId))
    .where(query.after ? and(where, after(query.after)) : where)
    .orderBy(desc(chatHistory.createdAt), desc(chatHistory.id))
    // One more than the page holds tells whether another page follows.
    .limit(query.limit + 1)
    // A page far past the end is simply empty, not an overflow of the database's offset.
    .offset(query.after ? 0 : Math.min((query.page - 1) * query.limit, Number.MAX_SAFE_INTEGER));
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > query.limit && last ? cursorOf(last.request) : null;
  const items: ReportItemJson[] = shown.map(({ request, user }) => ({
    id: request.id,
    createdAt: isoDate(request.createdAt),
    status: request.statusCode,
    error: request.error,
    departmentId: request.departmentId ?? "",
    // The model that served it; a request refused before any served keeps the name it asked for.
    model: request.servedModel ?? request.model,
    totalCost: request.totalCost,
    apikey: {
      id: request.apiKeyId ?? "",
      departmentUser: request.departmentUserId ? { id: request.departmentUserId, user } : null,
    },
  }));
  return { items, meta: { total: total?.value ?? 0, ...meta, nextCursor } };
}
