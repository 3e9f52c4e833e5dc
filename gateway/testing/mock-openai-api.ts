import type { MockApi, MockExchange } from "./mock-upstream-exchange.ts";
import { mockChatAnswer } from "./openai-openapi/mock-chat-answer.ts";
import { mockCompletionHeader, wholeChatCompletion } from "./openai-openapi/mock-chat-completion.ts";
import { chatCompletionChunks } from "./openai-openapi/mock-chat-completion-chunks.ts";
import { mockEmbeddings } from "./openai-openapi/mock-embeddings.ts";
import { mockModel, mockModelList } from "./openai-openapi/mock-models.ts";
import { mockOutputItem, mockResponse, mockResponseUsage } from "./openai-openapi/mock-response.ts";
import { mockResponseAnswer } from "./openai-openapi/mock-response-answer.ts";
import { mockResponseEvents } from "./openai-openapi/mock-response-events.ts";
import { mockChatUsage } from "./openai-openapi/mock-usage.ts";
import { openAiError } from "./openai-openapi/openai-error.ts";

// The responses a benchmark's minutes of requests may leave: the oldest are forgotten first.
const MAX_STORED_RESPONSES = 1000;

/**
 * OpenAI's API as the mock speaks it: POST /chat/completions, /embeddings and /responses (whole or streamed),
 * GET /models and /models/{id}, and GET /responses/{id} for the responses it made and stored (`store` not false).
 */
export function mockOpenAiApi(): MockApi {
  const stored = new Map<string, object>();
  let made = 0;
  const answerResponse = (exchange: MockExchange) => {
    const { body, behaviour } = exchange;
    made += 1;
    const id = `resp_mock_${made}`;
    const answer = mockResponseAnswer(body, behaviour);
    const usage = behaviour.reportsUsage ? mockResponseUsage(body, answer) : null;
    const item = mockOutputItem(id, answer);
    const response = mockResponse(id, body, [item], usage);
    if (body.store !== false) stored.set(id, response);
    if (stored.size > MAX_STORED_RESPONSES) stored.delete(stored.keys().next().value ?? "");
    if (body.stream !== true) return exchange.json(200, response);
    return exchange.stream(mockResponseEvents(response, item, answer));
  };
  return {
    failure: (_status, message) => openAiError(message, "mock_error"),
    routes: [
      { pattern: /^POST .*\/chat\/completions$/, answer: answerChatCompletion },
      {
        pattern: /^POST .*\/embeddings$/,
        answer: ({ body, json }) => {
          const answer = mockEmbeddings(body);
          json(answer.status, answer.body);
        },
      },
      {
        pattern: /^GET .*\/models$/,
        answer: ({ behaviour, json }) => json(200, mockModelList(behaviour.models)),
      },
      {
        pattern: /^GET .*\/models\/(.+)$/,
        answer: ({ json }, [, asked]) => json(200, mockModel(decodeURIComponent(asked ?? ""))),
      },
      { pattern: /^POST .*\/responses$/, answer: answerResponse },
      {
        pattern: /^GET .*\/responses\/([^/]+)$/,
        answer: ({ json }, [, asked]) => {
          const id = decodeURIComponent(asked ?? "");
          const response = stored.get(id);
          if (response) return json(200, response);
          json(404, openAiError(`Response with id '${id}' not found.`, "invalid_request_error"));
        },
      },
    ],
  };
}

function answerChatCompletion({ body, behaviour, json, stream }: MockExchange) {
  const answer = mockChatAnswer(body, behaviour);
  const usage = behaviour.reportsUsage ? mockChatUsage(body, answer, behaviour.cachedPromptTokens) : null;
  const header = mockCompletionHeader(body);
  if (body.stream !== true) return json(200, wholeChatCompletion(header, answer, usage));
  const wantsUsage = (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
  const chunks = chatCompletionChunks(header, answer, wantsUsage ? usage : null);
  return stream([...chunks, { data: "[DONE]", paced: false }]);
}
