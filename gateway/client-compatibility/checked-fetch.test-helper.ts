import { anthropicSchemaErrors } from "../testing/anthropic-api/anthropic-schema-validator.ts";
import { openAiSchemaErrors } from "../testing/openai-openapi/openai-schema-validator.ts";

/** Where an answer broke OpenAI's published schema: the call, and the validator's words. */
export interface SchemaBreach {
  readonly call: string;
  readonly errors: readonly string[];
}

/**
 * A `fetch` for a client library that lets every answer through unchanged and checks a copy of it against the
 * published schemas: OpenAI's OpenAPI document for a chat completion whole or chunk by chunk, a response whole or
 * event by event, an embeddings answer (float vectors), a model list or model, an error; Anthropic's SDK types for
 * a message whole or event by event, a token count, an error. `breaches()` waits for the checks of every answer so far and tells what broke the schema.
 */
export function schemaCheckedFetch(): {
  readonly fetch: typeof fetch;
  readonly breaches: () => Promise<SchemaBreach[]>;
} {
  const checks: Promise<SchemaBreach | null>[] = [];
  const checked: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const call = `${init?.method ?? (input instanceof Request ? input.method : "GET")} ${url.pathname}`;
    checks.push(
      check(call, response.clone()).then((errors) => (errors.length > 0 ? { call, errors } : null)),
    );
    return response;
  };
  const breaches = async () =>
    (await Promise.all(checks)).filter((breach): breach is SchemaBreach => breach !== null);
  return { fetch: checked, breaches };
}

async function check(call: string, response: Response): Promise<string[]> {
  const text = await response.text();
  const streamed = response.headers.get("content-type")?.startsWith("text/event-stream") === true;
  if (call.includes("/anthropic/")) return anthropicErrors(call, response.ok, streamed, text);
  if (!response.ok) return openAiSchemaErrors("ErrorResponse", JSON.parse(text));
  if (/^(POST .*\/responses|GET .*\/responses\/[^/]+)$/.test(call))
    return streamed
      ? typedEventsOf(text).flatMap((event) => openAiSchemaErrors("ResponseStreamEvent", event))
      : openAiSchemaErrors("Response", JSON.parse(text));
  if (call.endsWith("/chat/completions"))
    return response.headers.get("content-type")?.startsWith("text/event-stream")
      ? streamErrors(text)
      : openAiSchemaErrors("CreateChatCompletionResponse", JSON.parse(text));
  if (call.endsWith("/embeddings")) return embeddingErrors(JSON.parse(text));
  if (call.endsWith("/models")) return openAiSchemaErrors("ListModelsResponse", JSON.parse(text));
  if (call.includes("/models/")) return openAiSchemaErrors("Model", JSON.parse(text));
  return [];
}

function anthropicErrors(call: string, ok: boolean, streamed: boolean, text: string): string[] {
  if (!ok) return anthropicSchemaErrors("ErrorResponse", JSON.parse(text));
  if (call.endsWith("/count_tokens")) return anthropicSchemaErrors("MessageTokensCount", JSON.parse(text));
  if (!streamed) return anthropicSchemaErrors("Message", JSON.parse(text));
  // Anthropic's API sends pings that its SDK skips; no type of the SDK's describes them.
  return typedEventsOf(text)
    .filter((event) => (event as { type?: unknown }).type !== "ping")
    .flatMap((event) => anthropicSchemaErrors("RawMessageStreamEvent", event));
}

/** The data of each event of a stream whose events name their type, as the Responses and Messages APIs send. */
function typedEventsOf(text: string): unknown[] {
  return text
    .split("\n\n")
    .map((event) => /^data: (.*)$/m.exec(event)?.[1])
    .filter((data): data is string => data !== undefined)
    .map((data) => JSON.parse(data));
}

function streamErrors(text: string): string[] {
  const events = text.split("\n\n").filter((event) => event.startsWith("data: "));
  if (events.at(-1) !== "data: [DONE]") return ["the stream does not end with data: [DONE]"];
  return events
    .slice(0, -1)
    .flatMap((event) => openAiSchemaErrors("CreateChatCompletionStreamResponse", JSON.parse(event.slice(6))));
}

/** OpenAI's schema types a vector as numbers only: a base64 one is decoded before it is checked. */
function embeddingErrors(answer: { data?: { embedding?: unknown }[] }): string[] {
  const decoded = {
    ...answer,
    data: answer.data?.map((item) =>
      typeof item.embedding === "string" ? { ...item, embedding: floatsOf(item.embedding) } : item,
    ),
  };
  return openAiSchemaErrors("CreateEmbeddingResponse", decoded);
}

function floatsOf(base64: string): number[] {
  const bytes = Buffer.from(base64, "base64");
  return Array.from({ length: bytes.length / 4 }, (_, index) => bytes.readFloatLE(index * 4));
}
