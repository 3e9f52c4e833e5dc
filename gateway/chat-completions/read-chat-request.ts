import type { IncomingHttpHeaders } from "node:http";
import type { OpenAiChatMessage } from "../../core/chat-completions/chat-message-text.ts";
import { isFunctionName } from "../../core/chat-completions/function-name.ts";
import {
  parseRoutingStrategy,
  ROUTING_STRATEGIES,
  type RoutingStrategy,
} from "../../core/chat-completions/routing-strategy.ts";
import { validateInput } from "../../core/validation/validate-input.ts";
import { badRequest } from "../server/http-problem.ts";
import { ChatCompletionBodyDto, GATEWAY_OWN_FIELDS, MESSAGES_EMPTY } from "./chat-completion-body.dto.ts";
import { readChatMessages } from "./read-chat-messages.ts";

/** A completion request, checked and read. */
export interface ChatRequest {
  readonly model: string;
  readonly messages: readonly OpenAiChatMessage[];
  readonly stream: boolean;
  /**
   * Every other field the client sent (tools, tool_choice, response_format, n, logprobs, temperature, fields OpenAI
   * adds later…), passed on to the provider as sent; only the gateway's own fields are left out.
   */
  readonly fields: Readonly<Record<string, unknown>>;
  readonly maxOutputTokens: number | null;
  readonly routingStrategy: RoutingStrategy;
  /** False when the client sent `ensure_success: false`: a provider's failure is answered, not retried elsewhere. */
  readonly ensureSuccess: boolean;
}

export const ROUTING_STRATEGY_HEADER = "x-routing-strategy";
/** Reads the body and headers of POST /chat/completions, refusing anything malformed with a 400 and its reasons. */
export function readChatRequest(body: unknown, headers: IncomingHttpHeaders): ChatRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest("The body must be a JSON object with messages and model");
  const { value, errMsgs } = validateInput(ChatCompletionBodyDto, body);
  if (errMsgs.length > 0) throw badRequest(...errMsgs);
  const raw = body as Record<string, unknown>;
  checkStop(raw.stop);
  checkTools(raw.tools);
  const messages = readChatMessages(value.messages);
  if (messages.length === 0) throw badRequest(MESSAGES_EMPTY);
  return {
    model: value.model.trim(),
    messages,
    stream: value.stream === true,
    fields: Object.fromEntries(
      Object.entries(raw).filter(
        ([name, field]) => !GATEWAY_OWN_FIELDS.has(name) && field !== undefined && field !== null,
      ),
    ),
    maxOutputTokens: value.max_completion_tokens ?? value.max_tokens ?? null,
    routingStrategy: strategyOf(value.routing_strategy ?? headerText(headers[ROUTING_STRATEGY_HEADER])),
    ensureSuccess: headerText(headers.ensure_success)?.trim().toLowerCase() !== "false",
  };
}

function checkStop(stop: unknown): void {
  if (stop === undefined || stop === null || typeof stop === "string") return;
  if (Array.isArray(stop) && stop.length <= 4 && stop.every((item) => typeof item === "string")) return;
  throw badRequest("stop must be a string or a list of at most 4 strings");
}

/** Function tools are checked as far as the gateway reads them (the simulated provider calls them); others pass. */
function checkTools(tools: unknown): void {
  if (tools === undefined || tools === null) return;
  if (!Array.isArray(tools)) throw badRequest("tools must be a list of tools");
  tools.forEach((tool, index) => {
    const where = `tools[${index}]`;
    const { type, function: fn } = (tool ?? {}) as { type?: unknown; function?: unknown };
    if (typeof type !== "string") throw badRequest(`${where}.type must be a string, e.g. "function"`);
    if (type !== "function") return;
    const { name, parameters } = (fn ?? {}) as { name?: unknown; parameters?: unknown };
    if (typeof name !== "string" || !isFunctionName(name))
      throw badRequest(`${where}.function.name must be 1 to 64 letters, digits, underscores or dashes`);
    if (parameters !== undefined && (typeof parameters !== "object" || parameters === null))
      throw badRequest(`${where}.function.parameters must be a JSON Schema object`);
  });
}

function strategyOf(name: string | undefined): RoutingStrategy {
  const strategy = parseRoutingStrategy(name);
  if (strategy === null)
    throw badRequest(`Unknown routing strategy: ${name}. Use one of: ${ROUTING_STRATEGIES.join(", ")}`);
  return strategy;
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
