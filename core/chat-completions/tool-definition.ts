import { isPlainObject } from "../anthropic-messages/plain-object.ts";
import { isFunctionName } from "./function-name.ts";
import type { FunctionTool } from "./function-tool.ts";

export type ToolDefinitionProblem =
  | "notJson"
  | "notObject"
  | "nameMissing"
  | "nameInvalid"
  | "nameTaken"
  | "descriptionNotText"
  | "parametersNotObjectSchema";

/**
 * The tool a person defined as the JSON of its function (`{"name", "description", "parameters"}`), offered as a
 * function tool; or the first problem that keeps it from being one. `takenNames` are the other tools' names: a
 * model could not tell two functions of one name apart. The whole tool as OpenAI writes it (`{"type":
 * "function", "function": {…}}`) is read too, since that is what a person copies from other code.
 */
export function readToolDefinition(
  text: string,
  takenNames: readonly string[],
): { readonly tool: FunctionTool } | { readonly problem: ToolDefinitionProblem } {
  let read: unknown;
  try {
    read = JSON.parse(text);
  } catch {
    return { problem: "notJson" };
  }
  if (!isPlainObject(read)) return { problem: "notObject" };
  const definition = read.type === "function" && isPlainObject(read.function) ? read.function : read;
  const { name, description, parameters, strict } = definition;
  if (name === undefined || name === null || name === "") return { problem: "nameMissing" };
  if (typeof name !== "string" || !isFunctionName(name)) return { problem: "nameInvalid" };
  if (takenNames.includes(name)) return { problem: "nameTaken" };
  if (description !== undefined && typeof description !== "string") return { problem: "descriptionNotText" };
  if (parameters !== undefined && !(isPlainObject(parameters) && parameters.type === "object"))
    return { problem: "parametersNotObjectSchema" };
  return {
    tool: {
      type: "function",
      function: {
        name,
        ...(description !== undefined ? { description } : {}),
        ...(parameters !== undefined ? { parameters } : {}),
        ...(typeof strict === "boolean" ? { strict } : {}),
      },
    },
  };
}

export type ToolTemplateId = "weather" | "calculator" | "webSearch" | "currentTime";

const pretty = (definition: unknown) => JSON.stringify(definition, null, 2);

/** Functions a person can start from, as the text they edit. */
export const TOOL_TEMPLATES: readonly { readonly id: ToolTemplateId; readonly definition: string }[] = [
  {
    id: "weather",
    definition: pretty({
      name: "get_weather",
      description: "The current weather at a place.",
      parameters: {
        type: "object",
        properties: {
          location: { type: "string", description: "A city and country, e.g. Paris, France" },
          unit: { type: "string", enum: ["celsius", "fahrenheit"] },
        },
        required: ["location"],
        additionalProperties: false,
      },
    }),
  },
  {
    id: "calculator",
    definition: pretty({
      name: "calculate",
      description: "Evaluates an arithmetic expression and gives its value.",
      parameters: {
        type: "object",
        properties: {
          expression: { type: "string", description: "An expression such as (12.5 * 4) / 3" },
        },
        required: ["expression"],
        additionalProperties: false,
      },
    }),
  },
  {
    id: "webSearch",
    definition: pretty({
      name: "search_web",
      description: "Searches the web and gives the titles, addresses and extracts of the best results.",
      parameters: {
        type: "object",
        properties: {
          query: { type: "string", description: "What to search for" },
          max_results: { type: "integer", minimum: 1, maximum: 10, description: "How many results to give" },
        },
        required: ["query"],
        additionalProperties: false,
      },
    }),
  },
  {
    id: "currentTime",
    definition: pretty({
      name: "get_current_time",
      description: "The current date and time in a time zone.",
      parameters: {
        type: "object",
        properties: {
          timezone: { type: "string", description: "An IANA time zone, e.g. Europe/Paris" },
        },
        required: ["timezone"],
        additionalProperties: false,
      },
    }),
  },
];
