/** A tool of OpenAI's chat completions `tools`: a function the model may call. */
export interface FunctionTool {
  readonly type: "function";
  readonly function: {
    readonly name: string;
    readonly description?: string;
    /** A JSON schema of the arguments; none means the function takes none. */
    readonly parameters?: unknown;
    readonly strict?: boolean | null;
  };
}

/** The JSON schema a structured answer must follow (OpenAI's response_format of type json_schema). */
export interface StructuredOutputFormat {
  /** Letters, digits, underscores and dashes, at most 64. */
  readonly name: string;
  readonly schema: Readonly<Record<string, unknown>>;
  readonly strict: boolean;
}
