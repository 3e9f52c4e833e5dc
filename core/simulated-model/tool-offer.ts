import { InvalidToolRequest } from "./invalid-tool-request.error.ts";

/** A function tool of the request, with its place in `tools`. */
export interface OfferedTool {
  readonly index: number;
  readonly name: string;
  readonly description: string;
  /** A JSON schema of the arguments; undefined when the function takes none. */
  readonly parameters: unknown;
}

/** The tools the model may call, and whether it must not call one, may, or must. */
export interface ToolOffer {
  readonly tools: readonly OfferedTool[];
  readonly mode: "none" | "auto" | "required";
}

/**
 * What the request's `tools` and `tool_choice` (as a client sent them) let the model call: a forced function is
 * the only tool offered, and required; `allowed_tools` narrows the tools. Tools of other types than "function"
 * are not offered. Throws InvalidToolRequest for a malformed tool or a choice naming a function not offered.
 */
export function toolOffer(tools: unknown, toolChoice: unknown): ToolOffer {
  const functions = functionTools(tools);
  if (toolChoice === undefined || toolChoice === null || toolChoice === "auto")
    return { tools: functions, mode: "auto" };
  if (toolChoice === "none" || toolChoice === "required") return { tools: functions, mode: toolChoice };
  const choice = toolChoice as { type?: unknown; function?: { name?: unknown }; allowed_tools?: unknown };
  if (choice.type === "function")
    return { tools: [named(functions, choice.function?.name, "tool_choice")], mode: "required" };
  if (choice.type === "allowed_tools") {
    const { mode, tools: allowed } = (choice.allowed_tools ?? {}) as { mode?: unknown; tools?: unknown };
    if ((mode !== "auto" && mode !== "required") || !Array.isArray(allowed))
      throw new InvalidToolRequest(
        "tool_choice.allowed_tools",
        "must give a mode (auto or required) and a list of tools",
      );
    const narrowed = allowed.map((tool, index) =>
      named(
        functions,
        (tool as { function?: { name?: unknown } } | null)?.function?.name,
        `tool_choice.allowed_tools.tools[${index}]`,
      ),
    );
    return { tools: narrowed, mode };
  }
  throw new InvalidToolRequest(
    "tool_choice",
    `${JSON.stringify(toolChoice)} is not a tool choice the simulated provider understands`,
  );
}

function functionTools(tools: unknown): OfferedTool[] {
  if (tools === undefined || tools === null) return [];
  if (!Array.isArray(tools)) throw new InvalidToolRequest("tools", "tools must be a list");
  return tools.flatMap((tool: unknown, index) => {
    const { type, function: fn } = (tool ?? {}) as { type?: unknown; function?: Record<string, unknown> };
    if (type !== "function") return [];
    if (typeof fn?.name !== "string")
      throw new InvalidToolRequest(
        `tools[${index}].function.name`,
        `tools[${index}].function.name must be a string`,
      );
    const description = typeof fn.description === "string" ? fn.description : "";
    return [{ index, name: fn.name, description, parameters: fn.parameters }];
  });
}

function named(functions: readonly OfferedTool[], name: unknown, param: string): OfferedTool {
  const tool = functions.find((offered) => offered.name === name);
  if (tool === undefined)
    throw new InvalidToolRequest(
      param,
      `${param} names the function ${JSON.stringify(name)}, which is not among the tools`,
    );
  return tool;
}
