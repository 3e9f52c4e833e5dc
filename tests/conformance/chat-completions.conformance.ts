import { lastValueFrom, toArray } from "rxjs";
import { describe, expect, it } from "vitest";
import { BEST_AVAILABLE_MODEL } from "../../core/available-models/best-available.ts";
import type { ProviderModelRecord } from "../../core/available-models/provider-model.entity.ts";
import type { ChatCompletionRequest } from "../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { appendStreamEvent } from "../../core/chat-completions/completion-result.ts";
import { PLAYGROUND_DEFAULTS } from "../../core/chat-completions/playground-settings.ts";
import { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";

export interface ChatCompletionsGiven {
  /** The gateway's catalogue; the first active model is asked. */
  readonly models: readonly ProviderModelRecord[];
}

export function chatCompletionsGatewayConformance(
  given: ChatCompletionsGiven,
  arrange: (given: ChatCompletionsGiven) => Promise<ChatCompletionsGateway>,
): void {
  const model = given.models.find((candidate) => candidate.active);
  const question: ChatCompletionRequest = {
    model: { systemName: model?.systemName ?? "", hasReasoning: false },
    messages: [
      { role: "user", content: "What is a watt?" },
      { role: "assistant", content: "A unit of power." },
      { role: "user", content: "And a joule?" },
      { role: "assistant", content: null },
    ],
    systemPrompt: "Be brief.",
    settings: PLAYGROUND_DEFAULTS,
  };

  describe("the chat completions gateway", () => {
    it("answers the last question with a message and its token usage", async () => {
      const result = await (await arrange(given)).complete(question);
      expect(result.question).toBe("And a joule?");
      expect(result.message.trim()).not.toBe("");
      const usage = result.usage;
      expect(usage?.prompt_tokens).toBeGreaterThan(0);
      expect(usage?.total_tokens).toBe((usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0));
    });

    it("streams the answer in pieces that add up to a whole answer, then its usage", async () => {
      const events = await lastValueFrom((await arrange(given)).stream(question).pipe(toArray()));
      const answer = events.reduce(appendStreamEvent, { message: "", question: "And a joule?", usage: null });
      expect(events.filter((event) => event.kind === "delta").length).toBeGreaterThan(1);
      expect(answer.message.trim()).not.toBe("");
      expect(answer.usage?.total_tokens).toBeGreaterThan(0);
      expect(events.at(-1)?.kind).toBe("usage");
    });

    it("answers with an API key as with the session", async () => {
      const result = await (await arrange(given)).complete({
        ...question,
        apiKey: "mk-test",
        sessionId: "s-1",
      });
      expect(result.message.trim()).not.toBe("");
    });

    it("answers for Best Available", async () => {
      const result = await (await arrange(given)).complete({ ...question, model: BEST_AVAILABLE_MODEL });
      expect(result.message.trim()).not.toBe("");
    });

    it("streams for Best Available, first telling which offered model serves it and why", async () => {
      const events = await lastValueFrom(
        (await arrange(given))
          .stream({ ...question, model: BEST_AVAILABLE_MODEL, routingStrategy: RoutingStrategy.COST })
          .pipe(toArray()),
      );
      const [first] = events;
      expect(first?.kind).toBe("served");
      const servedBy = first?.kind === "served" ? first.servedBy : null;
      const offered = given.models
        .filter((candidate) => candidate.active)
        .map((candidate) => candidate.systemName);
      expect(offered).toContain(servedBy?.model);
      expect(servedBy?.routingReason ?? "").toMatch(/cost/i);
    });

    it("refuses a model it does not offer, with status 404 and the gateway's words", async () => {
      const unknown = { ...question, model: { systemName: "no-such-model", hasReasoning: false } };
      const error = await (await arrange(given)).complete(unknown).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(GatewayError);
      expect(error).toMatchObject({ status: 404, serverMessages: ["Unknown model: no-such-model"] });
    });
  });
}
