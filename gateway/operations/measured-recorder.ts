import type { RecordedRequest, RequestRecorder } from "../chat-completions/chat-history.repository.ts";
import type { GatewayMetrics } from "./gateway-metrics.ts";

/** Records each model request as `recorder` does, and adds its figures (added latency, failed providers) to `metrics`. */
export function measuredRecorder(recorder: RequestRecorder, metrics: GatewayMetrics): RequestRecorder {
  return {
    record(recorded: RecordedRequest | null): void {
      if (recorded) metrics.recorded(recorded);
      recorder.record(recorded);
    },
  };
}
