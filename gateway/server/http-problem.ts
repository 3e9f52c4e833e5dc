/**
 * What OpenAI-compatible endpoints say of a refusal beyond its status and messages (openai-error.ts): OpenAI's
 * `code`, `param` and `type` when the status alone does not give them, and the message its clients expect when
 * it differs from the words the dashboard shows.
 */
export interface ProblemDetail {
  readonly code?: string | null;
  readonly param?: string | null;
  readonly type?: string;
  readonly clientMessage?: string;
  /** Whole seconds the client should wait before asking again: sent as Retry-After (429, 503). */
  readonly retryAfterSeconds?: number;
}

/**
 * A refusal the gateway answers on purpose: a 4xx (or a deliberate 5xx such as a failing payment provider) with
 * the messages the dashboard shows (`errMsgs`, SPEC §8).
 */
export class HttpProblem extends Error {
  override readonly name = "HttpProblem";
  readonly errMsgs: readonly string[];
  private described: ProblemDetail = {};

  constructor(
    readonly statusCode: number,
    ...errMsgs: string[]
  ) {
    super(errMsgs.join("\n") || `HTTP ${statusCode}`);
    this.errMsgs = errMsgs;
  }

  get detail(): ProblemDetail {
    return this.described;
  }

  /** The same refusal, told to OpenAI's clients with this code, param, type or message. */
  describedAs(detail: ProblemDetail): this {
    this.described = { ...this.described, ...detail };
    return this;
  }
}

export const badRequest = (...errMsgs: string[]) => new HttpProblem(400, ...errMsgs);
export const unauthorized = (...errMsgs: string[]) => new HttpProblem(401, ...errMsgs);
export const forbidden = (...errMsgs: string[]) => new HttpProblem(403, ...errMsgs);
export const notFound = (...errMsgs: string[]) => new HttpProblem(404, ...errMsgs);
export const conflict = (...errMsgs: string[]) => new HttpProblem(409, ...errMsgs);
