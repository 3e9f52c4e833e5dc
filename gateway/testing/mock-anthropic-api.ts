import { anthropicErrorOf } from "../../core/anthropic-messages/anthropic-error.ts";
import { mockInputTokens, mockMessage } from "./anthropic-api/mock-message.ts";
import { mockMessageAnswer } from "./anthropic-api/mock-message-answer.ts";
import { mockMessageEvents } from "./anthropic-api/mock-message-events.ts";
import type { MockApi, MockExchange } from "./mock-upstream-exchange.ts";

/**
 * Anthropic's Messages API as the mock speaks it: POST /v1/messages, whole or streamed (text, or a tool_use of an
 * offered tool), and POST /v1/messages/count_tokens; its errors in Anthropic's shape.
 */
export function mockAnthropicApi(): MockApi {
  let made = 0;
  const answerMessage = (exchange: MockExchange) => {
    const { body, behaviour } = exchange;
    made += 1;
    const answer = mockMessageAnswer(body, behaviour);
    const message = mockMessage(`msg_mock_${made}`, body, answer);
    if (body.stream !== true) return exchange.json(200, message);
    return exchange.stream(mockMessageEvents(message, answer));
  };
  return {
    failure: (status: number, message: string) => anthropicErrorOf(status, message, "req_mock"),
    routes: [
      { pattern: /^POST .*\/messages$/, answer: answerMessage },
      {
        pattern: /^POST .*\/messages\/count_tokens$/,
        answer: ({ body, json }) => json(200, { input_tokens: mockInputTokens(body) }),
      },
    ],
  };
}
