import type { FastifyReply, FastifyRequest } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { HttpProblem } from "../server/http-problem.ts";
import { ApiKeyDirectory } from "./api-key-directory.ts";
import { authenticateCaller, type Caller } from "./authenticate-caller.ts";
import type { ChatHistoryRecorder } from "./chat-history.repository.ts";
import type { ModelChoiceDeps } from "./choose-model.ts";
import { CustomModelRoutes } from "./custom-model-routes.ts";
import { ObservedStatistics } from "./observed-statistics.ts";
import { CLIENT_CLOSED_REQUEST, RequestTrace } from "./request-trace.ts";
import { SimulatedProvider } from "./simulated/simulated-provider.ts";
import { UpstreamRegistry } from "./upstream-registry.ts";

/** Serves one authenticated request, filling in its trace; `clientGone` aborts when the client hangs up. */
export type ServeTraced = (trace: RequestTrace, caller: Caller, clientGone: AbortSignal) => Promise<void>;

/**
 * What the endpoints that call models (chat completions, embeddings) share: who may ask, the models and providers
 * to choose from, and the request log, written once the request is over whatever its outcome.
 */
export class ModelEndpoint {
  readonly choice: ModelChoiceDeps;
  private readonly keys: ApiKeyDirectory;

  constructor(
    readonly deps: GatewayDeps,
    private readonly recorder: ChatHistoryRecorder,
  ) {
    this.keys = new ApiKeyDirectory(deps.db);
    this.choice = {
      catalogue: deps.catalogue,
      custom: new CustomModelRoutes(deps.cipher, deps.outbound),
      registry: new UpstreamRegistry(deps.upstreams, new SimulatedProvider(deps.clock)),
      statistics: new ObservedStatistics(deps.db, deps.clock),
    };
  }

  /** Who asks, by the rules of the model endpoints (an API key or the session), without recording the request. */
  callerOf(request: FastifyRequest): Promise<Caller> {
    return authenticateCaller(request, this.keys, this.deps.db, this.deps.identity);
  }

  /**
   * Authenticates the caller and serves the request with its trace; records it with the status it ended with
   * (499 when the client hung up first) and rethrows a refusal for the error handler to answer.
   */
  async traced(request: FastifyRequest, reply: FastifyReply, serve: ServeTraced): Promise<FastifyReply> {
    const trace = new RequestTrace(this.deps.clock, request.body);
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
      this.recorder.record(trace.recorded());
    }
  }
}
