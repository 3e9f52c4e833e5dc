import type { Clock } from "../../core/clock/clock.port.ts";
import { HttpProblem } from "../server/http-problem.ts";
import { authenticateCaller, type Caller } from "./authenticate-caller.ts";
import type { CallerDirectory } from "./caller-directory.ts";
import type { RequestRecorder } from "./chat-history.repository.ts";
import type { ModelChoiceDeps } from "./choose-model.ts";
import { type DepartmentPolicy, type DepartmentPolicySource, policyForCaller } from "./department-policy.ts";
import type { ModelReply, ModelRequest } from "./model-exchange.ts";
import { CLIENT_CLOSED_REQUEST, RequestTrace } from "./request-trace.ts";

/** Serves one authenticated request, filling in its trace; `clientGone` aborts when the client hangs up. */
export type ServeTraced = (trace: RequestTrace, caller: Caller, clientGone: AbortSignal) => Promise<void>;

/**
 * What the model endpoints are built from. The server wires the database's (serverModelEndpoint); a test may
 * give stand-ins holding its own data.
 */
export interface ModelEndpointPorts {
  /** Who asks: API keys' owners, ID tokens' people, department memberships. */
  readonly callers: CallerDirectory;
  /** The departments' policies and what they spent this month. */
  readonly policies: DepartmentPolicySource;
  /** The model catalogue, who serves each model (the upstream registry), custom models, recent figures. */
  readonly choice: ModelChoiceDeps;
  /** Where each request is logged once it is over. */
  readonly recorder: RequestRecorder;
  readonly clock: Clock;
}

/**
 * What the endpoints that call models (chat completions, responses, messages, embeddings) share: who may ask, the
 * department policy they are held to, the models and providers to choose from, and the request log, written once
 * the request is over whatever its outcome.
 */
export class ModelEndpoint {
  readonly choice: ModelChoiceDeps;

  constructor(private readonly ports: ModelEndpointPorts) {
    this.choice = ports.choice;
  }

  /** Who asks, by the rules of the model endpoints (an API key or the session), without recording the request. */
  callerOf(request: ModelRequest): Promise<Caller> {
    return authenticateCaller(request, this.ports.callers);
  }

  /** The department policy the caller is held to; refused when the department's monthly budget is spent. */
  policyFor(caller: Caller): Promise<DepartmentPolicy | null> {
    return policyForCaller(this.ports.policies, this.ports.clock, caller);
  }

  /**
   * Authenticates the caller and serves the request with its trace; records it with the status it ended with
   * (499 when the client hung up first) and rethrows a refusal for the error handler to answer.
   */
  async traced(request: ModelRequest, reply: ModelReply, serve: ServeTraced): Promise<ModelReply> {
    const trace = new RequestTrace(this.ports.clock, request.body);
    const clientGone = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) clientGone.abort();
    });
    try {
      const caller = await this.callerOf(request);
      trace.caller = caller;
      await serve(trace, caller, clientGone.signal);
      return reply;
    } catch (error) {
      if (clientGone.signal.aborted) {
        trace.finish(
          CLIENT_CLOSED_REQUEST,
          "The client closed the connection before the answer was complete",
        );
        return reply;
      }
      trace.finish(error instanceof HttpProblem ? error.statusCode : 500, (error as Error).message);
      throw error;
    } finally {
      this.ports.recorder.record(trace.recorded());
    }
  }
}
