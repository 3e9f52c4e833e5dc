import {
  type RecordedRequest,
  type RequestRecorder,
  tokenRateOf,
} from "../chat-completions/chat-history.repository.ts";
import type { RoutingFigures, RoutingSample } from "./routing-figures.ts";

/** What one request measured of the model that served it; null for a refused or failed one, or none served. */
export function routingSampleOf(recorded: RecordedRequest): RoutingSample | null {
  if (!recorded.served || recorded.statusCode >= 400) return null;
  const firstToken = recorded.timeToFirstTokenMs === null ? null : Math.round(recorded.timeToFirstTokenMs);
  return {
    model: recorded.served.systemName,
    timeToFirstTokenMs: recorded.isStream ? firstToken : null,
    tokensPerSecondOut: tokenRateOf(recorded.usage?.completion_tokens ?? 0, recorded.durationMs, firstToken),
  };
}

/** Records each request as `recorder` does, and adds what it measured to the figures Best Available routes by. */
export class RoutingSampleRecorder implements RequestRecorder {
  constructor(
    private readonly recorder: RequestRecorder,
    private readonly figures: RoutingFigures,
    private readonly log: { warn(details: object, message: string): void },
  ) {}

  record(recorded: RecordedRequest | null): void {
    this.recorder.record(recorded);
    const sample = recorded ? routingSampleOf(recorded) : null;
    if (!recorded || !sample) return;
    this.figures
      .add(sample, Date.parse(recorded.createdAt))
      .catch((error: unknown) => this.log.warn({ err: error }, "could not add a request's routing figures"));
  }
}
