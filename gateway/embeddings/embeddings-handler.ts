import { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import { PiiRedactor } from "../../core/pii/pii-redactor.ts";
import { UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import { ModelKind } from "../available-models/model-kind.ts";
import { BEST_AVAILABLE, chooseModel, type RoutingDecision } from "../chat-completions/choose-model.ts";
import type { DepartmentPolicy } from "../chat-completions/department-policy.ts";
import type { CatalogueModel } from "../chat-completions/model-catalogue.ts";
import type { ModelEndpoint } from "../chat-completions/model-endpoint.ts";
import type { ModelReply, ModelRequest } from "../chat-completions/model-exchange.ts";
import { servedHeaders, startOnFirstThatAnswers } from "../chat-completions/provider-attempts.ts";
import type { Attempt } from "../chat-completions/upstream-registry.ts";
import { badRequest } from "../server/http-problem.ts";
import { modelNotFound } from "../server/openai-refusals.ts";
import { answeredDimensions } from "./answered-dimensions.ts";
import { Embedders } from "./embedders.ts";
import { type EmbeddingInput, inputTokens } from "./embedding-input.ts";
import type { EmbeddingAnswer } from "./embedding-provider.ts";
import { answerSummary, loggedQuery, loggedRequestContent } from "./embeddings-summary.ts";
import { type EmbeddingRequest, readEmbeddingRequest } from "./read-embedding-request.ts";
import { SimulatedEmbedder } from "./simulated-embedder.ts";

const BEST_AVAILABLE_REFUSAL = `model must name an embedding model: ${BEST_AVAILABLE} chooses among chat models`;

/**
 * POST /embeddings: authenticate the caller as chat completions do, read the request, hold it to its key's and its
 * department's budgets and allowed models and the department's regions, redact personal data from every text, forward it (or answer offline), and
 * record it in the request logs like a chat completion, whatever the outcome.
 */
export class EmbeddingsHandler {
  private readonly embedders = new Embedders(new SimulatedEmbedder());

  constructor(private readonly endpoint: ModelEndpoint) {}

  handle(request: ModelRequest, reply: ModelReply): Promise<ModelReply> {
    return this.endpoint.traced(request, reply, async (trace, caller, clientGone) => {
      trace.endpoint = UsageEndpoint.EMBEDDINGS;
      const asked = readEmbeddingRequest(request.body, request.headers);
      const policy = await this.endpoint.policyFor(caller);
      const { model, decision } = await this.choose(asked.model, policy, caller.key?.allowedModels ?? null);
      trace.routingReason = decision.reason;
      const dimensions = answeredDimensions(model, asked.dimensions);
      const { input, piiRedactions } = redacted(asked.input, policy);
      trace.piiRedactions = piiRedactions;
      trace.query = loggedQuery(input);
      trace.requestContent = loggedRequestContent(input);
      await this.endpoint.reserve(
        trace,
        caller,
        policy,
        decision.attempts.map((attempt) => attempt.model),
        { promptTokens: inputTokens(input), maxOutputTokens: 0, choices: 1 },
      );
      const { attempt, answer } = await startOnFirstThatAnswers(decision, asked, trace, (attempt) =>
        this.embed(attempt, asked, { input, dimensions }, clientGone),
      );
      trace.usage = { ...answer.usage, completion_tokens: 0 };
      trace.usageEstimated = answer.usageEstimated;
      trace.responseContent = answerSummary(answer);
      trace.providerModel = answer.providerModel;
      trace.firstTokenSent();
      trace.finish(200);
      reply
        .headers(servedHeaders(attempt, decision))
        .type("application/json; charset=utf-8")
        .send(answer.body);
    });
  }

  /** The named embedding model and its ways to be served, by the rules chat completions apply to a named model. */
  private async choose(
    name: string,
    policy: DepartmentPolicy | null,
    keyModels: readonly string[] | null,
  ): Promise<{ model: CatalogueModel; decision: RoutingDecision }> {
    if (name === BEST_AVAILABLE) throw badRequest(BEST_AVAILABLE_REFUSAL);
    const decision = await chooseModel(
      name,
      RoutingStrategy.NONE,
      this.endpoint.choice,
      policy,
      ModelKind.EMBEDDING,
      [],
      keyModels,
    );
    const model = decision.attempts[0]?.model;
    if (!model) throw modelNotFound(name);
    return { model, decision };
  }

  private async embed(
    attempt: Attempt,
    asked: EmbeddingRequest,
    { input, dimensions }: { input: EmbeddingInput; dimensions: number },
    signal: AbortSignal,
  ): Promise<{ attempt: Attempt; answer: EmbeddingAnswer }> {
    const answer = await this.embedders.of(attempt.route).embed({
      model: attempt.route.modelName,
      systemName: attempt.model.systemName,
      input,
      dimensions,
      encodingFormat: asked.encodingFormat,
      forwardedFields: asked.forwardedFields,
      latencyMs: attempt.model.timeToFirstTokenMs,
      signal,
    });
    return { attempt, answer };
  }
}

/**
 * Texts as the department's PII handling leaves them, and how many values of each kind it redacted; token ids are
 * forwarded as they are (they have no text, so nothing is counted in them).
 */
function redacted(
  input: EmbeddingInput,
  policy: DepartmentPolicy | null,
): { input: EmbeddingInput; piiRedactions: Readonly<Record<string, number>> | null } {
  if (!policy) return { input, piiRedactions: null };
  const redactor = new PiiRedactor(policy.piiHandling, policy.piiEntities);
  if (input.kind === "tokens") return { input, piiRedactions: redactor.redactionCounts };
  const texts = input.texts.map((text) => redactor.redact(text));
  return { input: { ...input, texts }, piiRedactions: redactor.redactionCounts };
}
