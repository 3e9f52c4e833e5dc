import { isFunctionName } from "../chat-completions/function-name.ts";
import { invalidField } from "./messages-request-error.ts";
import { isPlainObject } from "./plain-object.ts";

const TOOL_CHOICES = ["auto", "any", "tool", "none"] as const;

/**
 * The chat `tools`, `tool_choice` and `parallel_tool_calls` of a Messages request's `tools` and `tool_choice`.
 * Custom tools become function tools; Anthropic's server tools (web search, code execution, bash, text editor,
 * computer use, …) run on Anthropic's side and no chat-completions model offers them, so they are refused.
 */
export function chatToolFields(tools: unknown, toolChoice: unknown): Record<string, unknown> {
  return { ...toolsOf(tools), ...toolChoiceOf(toolChoice) };
}

function toolsOf(tools: unknown): Record<string, unknown> {
  if (tools === undefined || tools === null) return {};
  if (!Array.isArray(tools)) throw invalidField("tools", "must be a list of tools");
  return { tools: tools.map((tool, index) => functionToolOf(tool, `tools[${index}]`)) };
}

/**
 * `cache_control` is accepted and not passed on (caching is the upstream's own business), as are
 * `allowed_callers` (only Anthropic's code execution calls tools otherwise) and `eager_input_streaming` (how the
 * input streams, not what it is). Input examples, which guide the model, join the description.
 */
function functionToolOf(tool: unknown, where: string): Record<string, unknown> {
  if (!isPlainObject(tool)) throw invalidField(where, "must be an object with name and input_schema");
  const { type, name, description, input_schema: schema, input_examples: examples } = tool;
  if (type !== undefined && type !== null && type !== "custom")
    throw invalidField(
      `${where}.type`,
      `is "${String(type)}", one of Anthropic's server tools, which run on Anthropic's side: chat-completions ` +
        "models do not offer them. Define a custom tool (name, description, input_schema) instead",
    );
  if (typeof name !== "string" || !isFunctionName(name))
    throw invalidField(`${where}.name`, "must be 1 to 64 letters, digits, underscores or dashes");
  if (!isPlainObject(schema)) throw invalidField(`${where}.input_schema`, "must be a JSON Schema object");
  if (description !== undefined && typeof description !== "string")
    throw invalidField(`${where}.description`, "must be a string");
  if (tool.defer_loading === true)
    throw invalidField(
      `${where}.defer_loading`,
      "needs Anthropic's tool search server tool to load the tool, which chat-completions models do not offer",
    );
  const text = [description, ...examplesText(examples, `${where}.input_examples`)]
    .filter(Boolean)
    .join("\n\n");
  return {
    type: "function",
    function: {
      name,
      ...(text ? { description: text } : {}),
      parameters: schema,
      ...(typeof tool.strict === "boolean" ? { strict: tool.strict } : {}),
    },
  };
}

function examplesText(examples: unknown, where: string): string[] {
  if (examples === undefined || examples === null) return [];
  if (!Array.isArray(examples)) throw invalidField(where, "must be a list of example inputs");
  if (examples.length === 0) return [];
  return [`Examples of input:\n${examples.map((example) => JSON.stringify(example)).join("\n")}`];
}

/**
 * auto → "auto", any → "required", tool → that function, none → "none". `disable_parallel_tool_use` (at most one
 * tool use) is chat's `parallel_tool_calls: false`.
 */
function toolChoiceOf(choice: unknown): Record<string, unknown> {
  if (choice === undefined || choice === null) return {};
  if (!isPlainObject(choice) || !(TOOL_CHOICES as readonly unknown[]).includes(choice.type))
    throw invalidField("tool_choice.type", `must be one of: ${TOOL_CHOICES.join(", ")}`);
  const single = choice.disable_parallel_tool_use === true ? { parallel_tool_calls: false } : {};
  switch (choice.type) {
    case "auto":
      return { tool_choice: "auto", ...single };
    case "any":
      return { tool_choice: "required", ...single };
    case "none":
      return { tool_choice: "none" };
    default:
      if (typeof choice.name !== "string" || choice.name === "")
        throw invalidField("tool_choice.name", "must name the tool to use");
      return { tool_choice: { type: "function", function: { name: choice.name } }, ...single };
  }
}
