import type { IncomingHttpHeaders } from "node:http";
import {
  parseRoutingStrategy,
  ROUTING_STRATEGIES,
  type RoutingStrategy,
} from "../../core/chat-completions/routing-strategy.ts";
import { validateInput } from "../../core/validation/validate-input.ts";
import { badRequest } from "../server/http-problem.ts";
import { ChatCompletionBodyDto, FORWARDED_SETTINGS, MESSAGES_EMPTY } from "./chat-completion-body.dto.ts";
import type { ForwardedMessage } from "./completion-provider.ts";

/** A completion request, checked and read. */
export interface ChatRequest {
  readonly model: string;
  readonly messages: readonly ForwardedMessage[];
  readonly stream: boolean;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly maxOutputTokens: number | null;
  readonly routingStrategy: RoutingStrategy;
  /** False when the client sent `ensure_success: false`: a provider's failure is answered, not retried elsewhere. */
  readonly ensureSuccess: boolean;
}

export const ROUTING_STRATEGY_HEADER = "x-routing-strategy";
const ROLES = ["system", "developer", "user", "assistant", "tool"];

/** Reads the body and headers of POST /chat/completions, refusing anything malformed with a 400 and its reasons. */
export function readChatRequest(body: unknown, headers: IncomingHttpHeaders): ChatRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest("The body must be a JSON object with messages and model");
  const { value, errMsgs } = validateInput(ChatCompletionBodyDto, body);
  if (errMsgs.length > 0) throw badRequest(...errMsgs);
  const raw = body as Record<string, unknown>;
  const settings = Object.fromEntries(
    FORWARDED_SETTINGS.filter((name) => raw[name] !== undefined && raw[name] !== null).map((name) => [
      name,
      raw[name],
    ]),
  );
  checkStop(raw.stop);
  const messages = value.messages.flatMap(readMessage);
  if (messages.length === 0) throw badRequest(MESSAGES_EMPTY);
  return {
    model: value.model.trim(),
    messages,
    stream: value.stream === true,
    settings,
    maxOutputTokens: value.max_completion_tokens ?? value.max_tokens ?? null,
    routingStrategy: strategyOf(value.routing_strategy ?? headerText(headers[ROUTING_STRATEGY_HEADER])),
    ensureSuccess: headerText(headers.ensure_success)?.trim().toLowerCase() !== "false",
  };
}

/** A message with text content; content parts are joined; an assistant turn without content is left out. */
function readMessage(message: unknown, index: number): ForwardedMessage[] {
  const where = `messages[${index}]`;
  if (typeof message !== "object" || message === null) throw badRequest(`${where} must be an object`);
  const { role, content } = message as { role?: unknown; content?: unknown };
  if (typeof role !== "string" || !ROLES.includes(role))
    throw badRequest(`${where}.role must be one of ${ROLES.join(", ")}`);
  if (content === null || content === undefined) {
    if (role === "assistant") return [];
    throw badRequest(`${where}.content must be a string`);
  }
  if (typeof content === "string") return [{ role, content }];
  if (Array.isArray(content) && content.every(isTextPart))
    return [{ role, content: content.map((part) => part.text).join("\n") }];
  throw badRequest(`${where}.content must be a string or a list of text parts; only text is supported`);
}

function isTextPart(part: unknown): part is { type: "text"; text: string } {
  const candidate = part as { type?: unknown; text?: unknown } | null;
  return candidate?.type === "text" && typeof candidate.text === "string";
}

function checkStop(stop: unknown): void {
  if (stop === undefined || stop === null || typeof stop === "string") return;
  if (Array.isArray(stop) && stop.length <= 4 && stop.every((item) => typeof item === "string")) return;
  throw badRequest("stop must be a string or a list of at most 4 strings");
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
