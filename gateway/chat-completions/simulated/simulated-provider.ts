import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { approximatePromptTokens } from "../../../core/simulated-model/approximate-tokens.ts";
import { InvalidToolRequest } from "../../../core/simulated-model/invalid-tool-request.error.ts";
import { type SimulatedReply, simulatedReply } from "../../../core/simulated-model/simulated-reply.ts";
import { UnsupportedSchema } from "../../../core/simulated-model/unsupported-schema.error.ts";
import { SIMULATED_PROVIDER_NAME } from "../../available-models/simulated-provider-name.ts";
import { badRequest } from "../../server/http-problem.ts";
import type {
  CompletedAnswer,
  CompletionProvider,
  ProviderCall,
  StartedStream,
} from "../completion-provider.ts";
import { checkSimulatedLimits } from "./simulated-limits.ts";

/** Below this, waiting for the next piece's moment costs more than it is worth: the piece goes out at once. */
const PACE_SLACK_MS = 2;

/**
 * Answers every catalogue model when no upstream is configured, so the gateway works offline. It calls no model:
 * its answers say so, are the same for the same model and conversation, and arrive at the pace the catalogue
 * gives the model (time to first token, then tokens per second), streamed or whole.
 */
export class SimulatedProvider implements CompletionProvider {
  readonly vendor = SIMULATED_PROVIDER_NAME;
  readonly label = "simulated";

  constructor(private readonly clock: Clock) {}

  async complete(call: ProviderCall): Promise<CompletedAnswer> {
    const reply = replyTo(call);
    await sleep(call.timeToFirstTokenMs + msFor(reply.tokens, call), undefined, { signal: call.signal });
    const usage = usageOf(call, reply);
    const body = {
      ...this.envelope(call, "chat.completion"),
      choices: [{ index: 0, message: reply.message, logprobs: null, finish_reason: reply.finishReason }],
      usage,
    };
    return {
      body: JSON.stringify(body),
      content: reply.text,
      usage,
      usageEstimated: true,
      providerModel: call.model,
    };
  }

  async stream(call: ProviderCall): Promise<StartedStream> {
    return { events: this.events(call, replyTo(call)), usageApproximated: true };
  }

  private async *events(call: ProviderCall, reply: SimulatedReply): AsyncGenerator<string> {
    const envelope = this.envelope(call, "chat.completion.chunk");
    const chunk = (delta: object, finishReason: string | null = null) =>
      JSON.stringify({
        ...envelope,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      });
    const started = performance.now();
    let tokensSent = 0;
    await sleep(call.timeToFirstTokenMs, undefined, { signal: call.signal });
    yield chunk({
      role: "assistant",
      content: reply.finishReason === "tool_calls" ? null : "",
      refusal: null,
    });
    for (const piece of reply.pieces) {
      const wait = started + call.timeToFirstTokenMs + msFor(tokensSent, call) - performance.now();
      if (wait > PACE_SLACK_MS) await sleep(wait, undefined, { signal: call.signal });
      yield chunk(piece.delta);
      tokensSent += piece.tokens;
    }
    yield chunk({}, reply.finishReason);
    yield JSON.stringify({ ...envelope, choices: [], usage: usageOf(call, reply) });
  }

  private envelope(call: ProviderCall, object: string) {
    return {
      id: `chatcmpl-sim-${randomUUID()}`,
      object,
      created: Math.floor(this.clock.now() / 1000),
      model: call.systemName,
      provider: SIMULATED_PROVIDER_NAME,
    };
  }
}

function msFor(tokens: number, call: ProviderCall): number {
  return (tokens / Math.max(call.tokensPerSecondOut, 1)) * 1000;
}

/**
 * Refuses what the simulated provider cannot do, then replies. Tools or a schema it cannot act on are the
 * client's request: a 400 naming the field.
 */
function replyTo(call: ProviderCall): SimulatedReply {
  checkSimulatedLimits(call.fields);
  try {
    return simulatedReply(call.systemName, call.messages, call.fields, call.maxOutputTokens);
  } catch (error) {
    if (error instanceof UnsupportedSchema)
      throw badRequest(error.message).describedAs({ param: error.path });
    if (error instanceof InvalidToolRequest)
      throw badRequest(error.message).describedAs({ param: error.param });
    throw error;
  }
}

function usageOf(call: ProviderCall, reply: SimulatedReply) {
  const prompt = approximatePromptTokens(call.messages, call.fields.tools);
  return { prompt_tokens: prompt, completion_tokens: reply.tokens, total_tokens: prompt + reply.tokens };
}
