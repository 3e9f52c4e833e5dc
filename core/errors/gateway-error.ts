import type { RouteName } from "../routing/route-name.ts";
import type { CallFailure } from "./http-failure.ts";

/** What a call fails with when nobody is signed in: no request is sent (SPEC §8, "Token is null"). */
export const TOKEN_IS_NULL = "Token is null";

/**
 * A gateway call that failed, whichever adapter made it. Carries the failure as core describes it, the server's
 * own messages (its `errMsgs`), and the error page the person was already sent to, so a caller shows a toast only
 * when no page was shown.
 */
export class GatewayError extends Error {
  override readonly name = "GatewayError";

  constructor(
    readonly failure: CallFailure,
    /** The server's `errMsgs` (or `message`), one entry per message; empty when it sent none. */
    readonly serverMessages: readonly string[] = [],
    /** The error page shown for this failure, or null when the caller must report it. */
    readonly shownAs: RouteName | null = null,
  ) {
    super(serverMessages.length > 0 ? serverMessages.join("\n") : describe(failure));
  }

  /** The HTTP status, or null when the call got no HTTP answer. */
  get status(): number | null {
    return this.failure.kind === "http" ? this.failure.status : null;
  }

  /** True when the call was never sent because nobody is signed in. */
  get missingToken(): boolean {
    // Stryker disable next-line ConditionalExpression: only an "other" failure has a cause; for the others the cause reads undefined, never TOKEN_IS_NULL (the kind check narrows the type)
    return this.failure.kind === "other" && this.failure.cause === TOKEN_IS_NULL;
  }

  static missingAccessToken(): GatewayError {
    return new GatewayError({ kind: "other", cause: TOKEN_IS_NULL });
  }

  /** An HTTP failure answered with this status and these server messages (what in-memory adapters throw). */
  static http(status: number, ...serverMessages: string[]): GatewayError {
    return new GatewayError({ kind: "http", status, message: serverMessages[0] }, serverMessages);
  }
}

function describe(failure: CallFailure): string {
  switch (failure.kind) {
    case "http":
      return failure.message ?? `The gateway answered with status ${failure.status}`;
    case "network":
      return "The gateway could not be reached";
    case "other":
      return failure.cause instanceof Error ? failure.cause.message : String(failure.cause);
  }
}

/**
 * The messages a failed call's body carries: the gateway's `errMsgs` (a string or a list of strings), else a
 * `message` of the same shapes; anything else gives none.
 */
export function serverMessagesOf(body: unknown): string[] {
  if (typeof body !== "object" || body === null) return [];
  const { errMsgs, message } = body as { errMsgs?: unknown; message?: unknown };
  const messages = textsOf(errMsgs);
  return messages.length > 0 ? messages : textsOf(message);
}

function textsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === "string" && item.trim() !== "");
}

/** The code of an OpenAI-shaped error body (`{ error: { code } }`), as the gateway's OpenAI endpoints answer. */
export function serverCodeOf(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === "string" ? code : undefined;
}
