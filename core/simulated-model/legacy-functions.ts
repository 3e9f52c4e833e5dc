import type { FunctionTool } from "../chat-completions/function-tool.ts";
import type { ToolChoice } from "./simulated-tool-call.ts";

/** An entry of the deprecated `functions` list of OpenAI's chat completions, which `tools` replaced. */
export interface LegacyFunction {
  readonly name: string;
  readonly description?: string;
  readonly parameters?: unknown;
}

/** The deprecated `function_call`: "none", "auto" or the function to call. */
export type LegacyFunctionCall = "none" | "auto" | { readonly name: string };

/** The functions as tools, so one simulated model serves both shapes. */
export function toolsFromFunctions(functions: readonly LegacyFunction[]): FunctionTool[] {
  return functions.map((fn) => ({ type: "function", function: fn }));
}

/** The function call as a tool choice; absent stays absent ("auto"). */
export function toolChoiceFromFunctionCall(
  functionCall: LegacyFunctionCall | undefined,
): ToolChoice | undefined {
  if (functionCall === undefined || typeof functionCall === "string") return functionCall;
  return { type: "function", function: { name: functionCall.name } };
}

/** Where a legacy request holds a function's parameters, for `SimulatedToolCallRequest.parametersPath`. */
export function legacyParametersPath(functionIndex: number): string {
  return `functions[${functionIndex}].parameters`;
}
