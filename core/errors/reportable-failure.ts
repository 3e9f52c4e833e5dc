import { GatewayError } from "./gateway-error.ts";

/**
 * What a screen still has to tell the person about a failed call: null when nothing (an error page was already
 * shown, or nobody is signed in and the route guard takes over), else the server's messages, empty when it gave
 * none (the screen then says it in its own words).
 */
export function messagesToReport(error: unknown): readonly string[] | null {
  if (!(error instanceof GatewayError)) return [];
  if (error.shownAs !== null || error.missingToken) return null;
  return error.serverMessages;
}
