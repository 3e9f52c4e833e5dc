/** Tools or a tool choice the simulated model cannot act on: a forced tool that is not offered, a malformed tool. */
export class InvalidToolRequest extends Error {
  override readonly name = "InvalidToolRequest";

  constructor(
    /** The request field at fault, as OpenAI's errors name it: "tool_choice", "tools[2].function.name". */
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}
