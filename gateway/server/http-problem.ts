/**
 * A refusal the gateway answers on purpose: a 4xx (or a deliberate 5xx such as a failing payment provider) with
 * the messages the dashboard shows (`errMsgs`, SPEC §8).
 */
export class HttpProblem extends Error {
  override readonly name = "HttpProblem";
  readonly errMsgs: readonly string[];

  constructor(
    readonly statusCode: number,
    ...errMsgs: string[]
  ) {
    super(errMsgs.join("\n") || `HTTP ${statusCode}`);
    this.errMsgs = errMsgs;
  }
}

export const badRequest = (...errMsgs: string[]) => new HttpProblem(400, ...errMsgs);
export const unauthorized = (...errMsgs: string[]) => new HttpProblem(401, ...errMsgs);
export const forbidden = (...errMsgs: string[]) => new HttpProblem(403, ...errMsgs);
export const notFound = (...errMsgs: string[]) => new HttpProblem(404, ...errMsgs);
export const conflict = (...errMsgs: string[]) => new HttpProblem(409, ...errMsgs);
