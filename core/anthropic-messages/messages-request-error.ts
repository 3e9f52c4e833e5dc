/**
 * A Messages request that Anthropic's API would refuse, or that a chat-completions model cannot serve without
 * changing its answer: answered as a 400 `invalid_request_error`. `param` is the field at fault; the message
 * starts with it.
 */
export class MessagesRequestError extends Error {
  constructor(
    readonly param: string | null,
    message: string,
  ) {
    super(message);
    this.name = "MessagesRequestError";
  }
}

/** The refusal of one field: its path, then what is wrong with it. */
export function invalidField(path: string, problem: string): MessagesRequestError {
  return new MessagesRequestError(path, `${path} ${problem}`);
}
