import { isJsonObject } from "./json-object.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

type Fields = Record<string, unknown>;

/** What a function tool of the Responses API says; any other field would ask for something chat cannot do. */
const FUNCTION_TOOL_FIELDS = new Set(["type", "name", "description", "parameters", "strict"]);
const CHOICE_OPTIONS = ["auto", "none", "required"];

/**
 * The chat fields for the request's tools: `tools` in chat's nested shape, `tool_choice` and
 * `parallel_tool_calls`. Only function tools translate: a built-in tool (web search, file search, code
 * interpreter, …) is run by OpenAI's own servers, which a chat-completions model does not have. With no tools
 * offered, `tool_choice` "auto" or "none" and `parallel_tool_calls` change nothing and are not sent: OpenAI's chat
 * completions refuse them without tools.
 */
export function chatToolFields(body: Readonly<Record<string, unknown>>): Fields {
  const tools = chatToolsOf(body.tools);
  const choice = chatToolChoiceOf(body.tool_choice, tools.length > 0);
  const parallel = body.parallel_tool_calls;
  if (parallel !== undefined && parallel !== null && typeof parallel !== "boolean")
    throw ResponsesRequestError.at("parallel_tool_calls", "must be true or false");
  if (tools.length === 0) return {};
  return {
    tools,
    ...(choice === undefined ? {} : { tool_choice: choice }),
    ...(typeof parallel === "boolean" ? { parallel_tool_calls: parallel } : {}),
  };
}

function chatToolsOf(tools: unknown): Fields[] {
  if (tools === undefined || tools === null) return [];
  if (!Array.isArray(tools)) throw ResponsesRequestError.at("tools", "must be a list of tools");
  return tools.map((tool, index) => chatToolOf(tool, `tools[${index}]`));
}

function chatToolOf(tool: unknown, where: string): Fields {
  const type = isJsonObject(tool) ? tool.type : undefined;
  if (!isJsonObject(tool) || typeof type !== "string")
    throw ResponsesRequestError.at(`${where}.type`, 'must be a string, e.g. "function"');
  if (type !== "function")
    throw ResponsesRequestError.at(
      `${where}.type`,
      `"${type}" is a built-in tool, which the gateway does not run for chat-completions models; offer function tools instead`,
    );
  const extra = Object.keys(tool).find((field) => !FUNCTION_TOOL_FIELDS.has(field) && tool[field] != null);
  if (extra)
    throw ResponsesRequestError.at(`${where}.${extra}`, "is not offered for chat-completions models");
  if (typeof tool.name !== "string" || tool.name === "")
    throw ResponsesRequestError.at(`${where}.name`, "must name the function");
  if (tool.parameters != null && !isJsonObject(tool.parameters))
    throw ResponsesRequestError.at(`${where}.parameters`, "must be a JSON Schema object");
  // `strict` passes only as sent: when it is left out, OpenAI's Responses API rewrites the schema into strict form
  // while chat stays non-strict; sending strict: true in its place would refuse schemas the client never made strict.
  const given = (field: string) => (tool[field] == null ? {} : { [field]: tool[field] });
  return {
    type: "function",
    function: { name: tool.name, ...given("description"), ...given("parameters"), ...given("strict") },
  };
}

function chatToolChoiceOf(choice: unknown, toolsOffered: boolean): unknown {
  if (choice === undefined || choice === null) return undefined;
  if (typeof choice === "string" && CHOICE_OPTIONS.includes(choice)) {
    if (toolsOffered) return choice;
    if (choice === "required")
      throw ResponsesRequestError.at(
        "tool_choice",
        '"required" needs tools: offer at least one function tool',
      );
    return undefined;
  }
  if (!isJsonObject(choice))
    throw ResponsesRequestError.at(
      "tool_choice",
      `must be one of: ${CHOICE_OPTIONS.join(", ")}, or an object`,
    );
  if (!toolsOffered) throw ResponsesRequestError.at("tool_choice", "names tools, but no tools are offered");
  if (choice.type === "function")
    return { type: "function", function: { name: functionName(choice, "tool_choice") } };
  if (choice.type === "allowed_tools") return allowedToolsOf(choice);
  throw ResponsesRequestError.at(
    "tool_choice.type",
    'must be "function" or "allowed_tools": built-in tools are not run for chat-completions models',
  );
}

/** Chat completions have the same constraint, with each function named in chat's nested shape. */
function allowedToolsOf(choice: Readonly<Record<string, unknown>>): Fields {
  if (choice.mode !== "auto" && choice.mode !== "required")
    throw ResponsesRequestError.at("tool_choice.mode", 'must be "auto" or "required"');
  if (!Array.isArray(choice.tools))
    throw ResponsesRequestError.at("tool_choice.tools", "must be a list of tools");
  const tools = choice.tools.map((tool: unknown, index) => {
    const where = `tool_choice.tools[${index}]`;
    if (!isJsonObject(tool) || tool.type !== "function")
      throw ResponsesRequestError.at(`${where}.type`, 'must be "function": built-in tools are not run');
    return { type: "function", function: { name: functionName(tool, where) } };
  });
  return { type: "allowed_tools", allowed_tools: { mode: choice.mode, tools } };
}

function functionName(choice: Readonly<Record<string, unknown>>, where: string): string {
  if (typeof choice.name !== "string" || choice.name === "")
    throw ResponsesRequestError.at(`${where}.name`, "must name a function tool");
  return choice.name;
}
