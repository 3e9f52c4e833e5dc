import { and, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { ObservedFigures } from "../../core/chat-completions/best-available-routing.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { Database } from "../database/database.ts";
import { chatHistory } from "./chat-history.schema.ts";

const WINDOW_MS = 24 * 3_600_000;
const FRESH_FOR_MS = 30_000;

/** What Best Available knows of each model's recent requests, by the model's name. */
export interface RoutingStatistics {
  current(): Promise<ReadonlyMap<string, ObservedFigures>>;
}

/**
 * Time to first token and token rate per model over the last day's successful requests, for Best Available.
 * Read again at most every 30 s, in the background: a request never waits for it except the very first.
 * Time to first token counts streamed requests only (a whole answer's first token arrives with its last).
 */
export class ObservedStatistics implements RoutingStatistics {
  private figures = new Map<string, ObservedFigures>();
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<ReadonlyMap<string, ObservedFigures>> {
    const stale = performance.now() - this.readAt > FRESH_FOR_MS;
    if (stale && !this.reading) {
      // A failed read keeps the last figures (or none): routing falls back to the catalogue's.
      this.reading = this.read()
        .catch(() => {})
        .finally(() => {
          this.reading = null;
        });
    }
    if (this.readAt === Number.NEGATIVE_INFINITY && this.reading) await this.reading;
    return this.figures;
  }

  private async read(): Promise<void> {
    const since = new Date(this.clock.now() - WINDOW_MS).toISOString();
    const rows = await this.db
      .select({
        model: chatHistory.servedModel,
        samples: sql<number>`count(*)`.mapWith(Number),
        timeToFirstTokenMs: sql<
          number | null
        >`avg(${chatHistory.timeToFirstToken}) filter (where ${chatHistory.isStream})`,
        tokensPerSecondOut: sql<number | null>`avg(${chatHistory.tokenRate})`,
      })
      .from(chatHistory)
      .where(
        and(
          gte(chatHistory.createdAt, since),
          lt(chatHistory.statusCode, 400),
          isNotNull(chatHistory.servedModel),
        ),
      )
      .groupBy(chatHistory.servedModel);
    this.figures = new Map(
      rows.map((row) => [
        row.model ?? "",
        {
          samples: row.samples,
          timeToFirstTokenMs: numberOrNull(row.timeToFirstTokenMs),
          tokensPerSecondOut: numberOrNull(row.tokensPerSecondOut),
        },
      ]),
    );
    this.readAt = performance.now();
  }
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
