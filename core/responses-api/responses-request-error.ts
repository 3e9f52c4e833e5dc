/**
 * A Responses API request the gateway cannot translate or does not offer. `param` is the field in OpenAI's notation
 * (`input[1].content[0].image_url`), null when the whole body is at fault; the message starts with it, so a reader
 * of the message alone still sees which field to fix.
 */
export class ResponsesRequestError extends Error {
  constructor(
    readonly param: string | null,
    message: string,
  ) {
    super(message);
    this.name = "ResponsesRequestError";
  }

  /** The error for one field: its path, then what is wrong with it ("must be a string", "is not offered: …"). */
  static at(param: string, problem: string): ResponsesRequestError {
    return new ResponsesRequestError(param, `${param} ${problem}`);
  }
}
