import { randomBytes } from "node:crypto";

const PREFIX = "whsec_";
const HINT_LENGTH = 4;

/** A new signing secret: 32 random bytes, base64url, marked as a webhook secret. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** The last characters of a secret: enough to tell two apart, too few to guess one. */
export function secretHintOf(secret: string): string {
  return secret.slice(-HINT_LENGTH);
}
