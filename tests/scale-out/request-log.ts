import pg from "pg";

/** A request's row in chat_history, as the checks read it. */
export interface LoggedRequest {
  readonly query: string;
  readonly statusCode: number;
  readonly totalCost: number;
  readonly tokensInCost: number;
}

/** Reads the request log (chat_history) of the cluster's PostgreSQL, as an operator would. */
export class RequestLog {
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  }

  /** Every request logged under this key. */
  async ofKey(keyId: string): Promise<LoggedRequest[]> {
    const { rows } = await this.pool.query<LoggedRequest>(
      `SELECT query, status_code AS "statusCode", total_cost AS "totalCost", tokens_in_cost AS "tokensInCost"
         FROM chat_history WHERE api_key_id = $1`,
      [keyId],
    );
    return rows;
  }

  /** The rows in the whole log, for rows-per-second figures. */
  async rowCount(): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>("SELECT count(*) AS count FROM chat_history");
    return Number(rows[0]?.count ?? 0);
  }

  /** The request log's size on disk: both tables, every month's partition, indexes and TOAST included. */
  async sizeBytes(): Promise<number> {
    const { rows } = await this.pool.query<{ bytes: string | null }>(
      `SELECT sum(pg_total_relation_size(inhrelid)) AS bytes FROM pg_inherits
        WHERE inhparent IN ('chat_history'::regclass, 'chat_history_bodies'::regclass)`,
    );
    return Number(rows[0]?.bytes ?? 0);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** The markers of the key's requests logged with status 200 (the prompt carries the marker). */
export function loggedMarkers(rows: readonly LoggedRequest[], markers: readonly string[]): Set<string> {
  const wanted = new Set(markers);
  const found = new Set<string>();
  for (const row of rows) {
    if (row.statusCode !== 200) continue;
    const marker = /request ([0-9a-f-]{36})/.exec(row.query)?.[1];
    if (marker && wanted.has(marker)) found.add(marker);
  }
  return found;
}
