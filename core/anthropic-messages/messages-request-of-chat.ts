import type {
  ChatCompletionBody,
  WireChatMessage,
  WireContentPart,
} from "../chat-completions/chat-completion-body.ts";
import { imageDataUrlParts } from "../chat-completions/image-attachment.ts";
import { PLAYGROUND_DEFAULTS } from "../chat-completions/playground-settings.ts";
import { toolUseBlock } from "./anthropic-message.ts";

/** The content blocks of a Messages request's turn, as Anthropic's SDK types them (`ContentBlockParam`). */
export type MessagesBlockParam =
  | { readonly type: "text"; readonly text: string }
  | {
      readonly type: "image";
      readonly source:
        | { readonly type: "base64"; readonly media_type: string; readonly data: string }
        | { readonly type: "url"; readonly url: string };
    }
  | {
      readonly type: "tool_use";
      readonly id: string;
      readonly name: string;
      readonly input: Readonly<Record<string, unknown>>;
    }
  | { readonly type: "tool_result"; readonly tool_use_id: string; readonly content?: string };

export interface MessagesTurnParam {
  readonly role: "user" | "assistant" | "system";
  readonly content: string | readonly MessagesBlockParam[];
}

export interface MessagesToolParam {
  readonly name: string;
  readonly description?: string;
  readonly input_schema: unknown;
  readonly strict?: boolean;
}

/** The fields of POST /v1/messages that Anthropic's SDK names, in the order a person reads them. */
export interface MessagesParams {
  readonly model: string;
  readonly max_tokens: number;
  readonly system?: string;
  readonly messages: readonly MessagesTurnParam[];
  readonly tools?: readonly MessagesToolParam[];
  readonly tool_choice?: Readonly<Record<string, string>>;
  readonly output_config?: { readonly effort: string };
}

/** A chat request put as a Messages request to this gateway. */
export interface MessagesRequestOfChat {
  readonly params: MessagesParams;
  /**
   * Chat fields Anthropic's SDK does not name: the gateway reads `temperature` and `top_p` itself and passes the
   * others (routing_strategy, frequency_penalty, store…) on to the chat model unchanged.
   */
  readonly passedOn: Readonly<Record<string, unknown>>;
}

/** Chat fields that become Messages fields (`stream` is the SDK's call); every other field is passed on as it is. */
const TRANSLATED: ReadonlySet<string> = new Set([
  "model",
  "messages",
  "max_tokens",
  "max_completion_tokens",
  "tools",
  "tool_choice",
  "reasoning_effort",
  "stream",
]);

/** Anthropic's temperature goes from 0 to 1; the gateway refuses more on its Messages API. */
const MAX_TEMPERATURE = 1;
const NO_PARAMETERS = { type: "object", properties: {} } as const;

/**
 * The same request through Anthropic's Messages API on this gateway, which turns it back into this chat body
 * (chat-body-of-messages.ts): the leading system messages as `system`, tool calls as tool uses, tool results and
 * the question after them as one user turn, image data URLs as base64 images, the functions as tools, the token
 * limit as the `max_tokens` Anthropic requires, the reasoning effort as `output_config.effort`. Null when the
 * Messages API cannot ask for the same: a response format, or a temperature above Anthropic's range.
 */
export function messagesRequestOfChat(body: ChatCompletionBody): MessagesRequestOfChat | null {
  if (body.response_format !== undefined || body.temperature > MAX_TEMPERATURE) return null;
  const { system, turns } = turnsOf(body.messages);
  const toolChoice = toolChoiceOf((body as { readonly tool_choice?: unknown }).tool_choice);
  const params: MessagesParams = {
    model: body.model,
    max_tokens: body.max_tokens ?? body.max_completion_tokens ?? PLAYGROUND_DEFAULTS.maxTokens,
    ...(system !== null ? { system } : {}),
    messages: turns,
    ...(body.tools && body.tools.length > 0
      ? {
          tools: body.tools.map(({ function: { name, description, parameters, strict } }) => ({
            name,
            ...(description !== undefined ? { description } : {}),
            input_schema: parameters ?? NO_PARAMETERS,
            ...(typeof strict === "boolean" ? { strict } : {}),
          })),
        }
      : {}),
    ...(toolChoice ? { tool_choice: toolChoice } : {}),
    ...(body.reasoning_effort ? { output_config: { effort: body.reasoning_effort } } : {}),
  };
  const passedOn = Object.fromEntries(Object.entries(body).filter(([name]) => !TRANSLATED.has(name)));
  return { params, passedOn };
}

function turnsOf(messages: readonly WireChatMessage[]): {
  system: string | null;
  turns: MessagesTurnParam[];
} {
  const leading = messages.findIndex((message) => message.role !== "system");
  const systemCount = leading === -1 ? messages.length : leading;
  const system = messages
    .slice(0, systemCount)
    .map((message) => textOf(message.content))
    .join("\n\n");
  const turns: { role: MessagesTurnParam["role"]; blocks: MessagesBlockParam[] }[] = [];
  for (const message of messages.slice(systemCount)) {
    const role = message.role === "tool" ? "user" : message.role;
    const blocks = blocksOf(message);
    const last = turns.at(-1);
    // Results of one assistant turn's calls travel together in the next user turn, which may go on to ask more.
    if (role === "user" && last?.role === "user") last.blocks.push(...blocks);
    else turns.push({ role, blocks });
  }
  return {
    system: systemCount > 0 ? system : null,
    turns: turns.map(({ role, blocks }) => {
      const [only] = blocks;
      return { role, content: blocks.length === 1 && only?.type === "text" ? only.text : blocks };
    }),
  };
}

function blocksOf(message: WireChatMessage): MessagesBlockParam[] {
  if (message.role === "tool")
    return [
      {
        type: "tool_result",
        tool_use_id: message.tool_call_id ?? "",
        ...(message.content !== null ? { content: textOf(message.content) } : {}),
      },
    ];
  const content = message.content === null ? [] : contentBlocks(message.content);
  const uses = (message.tool_calls ?? []).map(({ id, function: call }) => {
    const { input } = toolUseBlock(id, call.name, call.arguments);
    return { type: "tool_use" as const, id, name: call.name, input };
  });
  return [...content, ...uses];
}

/** Text and images as blocks; an empty text says nothing and Anthropic refuses it, so it is left out. */
function contentBlocks(content: string | readonly WireContentPart[]): MessagesBlockParam[] {
  const parts: readonly WireContentPart[] =
    typeof content === "string" ? [{ type: "text", text: content }] : content;
  return parts.flatMap((part): MessagesBlockParam[] => {
    if (part.type === "text") return part.text === "" ? [] : [{ type: "text", text: part.text }];
    const image = imageDataUrlParts(part.image_url.url);
    return [
      {
        type: "image",
        source: image
          ? { type: "base64", media_type: image.mediaType, data: image.data }
          : { type: "url", url: part.image_url.url },
      },
    ];
  });
}

function textOf(content: WireChatMessage["content"]): string {
  if (content === null) return "";
  if (typeof content === "string") return content;
  return content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
}

/** Chat's tool_choice in Anthropic's words. */
function toolChoiceOf(choice: unknown): Readonly<Record<string, string>> | null {
  if (choice === "auto" || choice === "none") return { type: choice };
  if (choice === "required") return { type: "any" };
  const name = (choice as { function?: { name?: unknown } } | null | undefined)?.function?.name;
  return typeof name === "string" ? { type: "tool", name } : null;
}
