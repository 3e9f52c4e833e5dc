import { messageText } from "../../../core/chat-completions/chat-message-text.ts";
import {
  approximatePromptTokens,
  approximateTokens,
} from "../../../core/simulated-model/approximate-tokens.ts";
import {
  type CompletedAnswer,
  type CompletionProvider,
  type ProviderCall,
  type StartedStream,
  UpstreamFailure,
  type Usage,
} from "../completion-provider.ts";
import type { UpstreamConfig } from "../upstream-config.ts";
import { eventDataOf, failureOf, postJson, readText, requestOptionsFor } from "./upstream-http.ts";

interface CompletionJson {
  readonly model?: unknown;
  readonly choices?: readonly { readonly message?: Record<string, unknown> | null }[];
  readonly usage?: Partial<Usage> | null;
}

/** Forwards chat completions to an OpenAI-compatible upstream: OpenAI, Groq, Mistral, Ollama, vLLM, … */
export class OpenAiCompatibleProvider implements CompletionProvider {
  readonly vendor: string;
  readonly label: string;
  private readonly url: URL;
  private readonly headers: Record<string, string>;

  constructor(private readonly upstream: UpstreamConfig) {
    this.vendor = upstream.name;
    this.label = upstream.name;
    this.url = new URL(`${upstream.baseUrl}/chat/completions`);
    this.headers = upstream.apiKey ? { authorization: `Bearer ${upstream.apiKey}` } : {};
  }

  async complete(call: ProviderCall): Promise<CompletedAnswer> {
    const response = await this.post(call, { stream: false });
    if ((response.statusCode ?? 500) >= 400) throw await failureOf(response, this.upstream.name);
    const text = await readText(response, this.upstream.name);
    let json: CompletionJson;
    try {
      json = JSON.parse(text) as CompletionJson;
    } catch {
      throw new UpstreamFailure(`${this.upstream.name} answered with something other than JSON`);
    }
    const message = json.choices?.[0]?.message;
    if (typeof message !== "object" || message === null)
      throw new UpstreamFailure(`${this.upstream.name} answered without a first choice`);
    const content = messageText({ ...message, role: "assistant" });
    const reported = usageOf(json.usage);
    const usage = reported ?? estimatedUsage(call, content);
    return {
      // Sent on as the upstream wrote it; only an answer without usage is rewritten, so clients always get one.
      body: reported ? text : JSON.stringify({ ...json, usage }),
      content,
      usage,
      usageEstimated: reported === null,
      providerModel: typeof json.model === "string" ? json.model : call.model,
    };
  }

  async stream(call: ProviderCall): Promise<StartedStream> {
    const clientOptions = call.fields.stream_options;
    const response = await this.post(call, {
      stream: true,
      // The log needs the usage; the client gets it too, as a last chunk without choices that OpenAI's SDKs expect.
      stream_options: { ...(typeof clientOptions === "object" ? clientOptions : {}), include_usage: true },
    });
    if ((response.statusCode ?? 500) >= 400) throw await failureOf(response, this.upstream.name);
    const type = String(response.headers["content-type"] ?? "");
    if (!type.startsWith("text/event-stream")) {
      response.destroy();
      throw new UpstreamFailure(
        `${this.upstream.name} answered ${type || "without a type"}, not an event stream`,
      );
    }
    return { events: eventDataOf(response) };
  }

  private post(call: ProviderCall, streaming: Record<string, unknown>) {
    const body = JSON.stringify({
      ...call.fields,
      model: call.model,
      messages: call.messages,
      ...streaming,
    });
    return postJson(this.url, this.headers, body, requestOptionsFor(this.upstream, call.signal));
  }
}

/** OpenAI's usage object: the prompt tokens read from cache are in `prompt_tokens_details.cached_tokens`. */
type ReportedUsage = Partial<Usage> & {
  readonly prompt_tokens_details?: { readonly cached_tokens?: unknown } | null;
};

export function usageOf(usage: ReportedUsage | null | undefined): Usage | null {
  const prompt = usage?.prompt_tokens;
  const completion = usage?.completion_tokens;
  if (typeof prompt !== "number" || typeof completion !== "number") return null;
  const cached = usage?.prompt_tokens_details?.cached_tokens;
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    ...(typeof cached === "number" && cached > 0 ? { cached_tokens: cached } : {}),
  };
}

export function estimatedUsage(call: Pick<ProviderCall, "messages" | "fields">, answer: string): Usage {
  const prompt = approximatePromptTokens(call.messages, call.fields.tools);
  const completion = approximateTokens(answer);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}
