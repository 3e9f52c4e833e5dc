import { MatchersV3 } from "@pact-foundation/pact";
import { isoDateTime } from "./gateway-pact.ts";

// An API key as the gateway sends it (core ApiKeyRecord), a person's own or a department user's: what the
// dashboard reads of it. Masked (first 5, "...", last 5) except in the answer that issued its secret.

const { boolean, decimal, eachLike, integer, like, nullValue, number, regex } = MatchersV3;

/** SPEC §3: the first and last five characters. */
export const maskedApiKeyValue = (example = "mrd-2...d4c3b") => regex("^.{5}\\.\\.\\..{5}$", example);

/** A secret shown in full, once. */
export const apiKeySecret = (example = "mrd-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b") =>
  regex("^\\S{20,}$", example);

/** Settings a key is made or edited with, every limit set: what a request body sends and the answer echoes. */
export const LIMITED_KEY_SETTINGS = {
  name: "Evaluation runs",
  expiresAt: "2099-12-31T23:59:59.999Z",
  monthlyBudgetUsd: 0.05,
  requestsPerMinute: 60,
  tokensPerMinute: 100000,
  allowedModels: ["gpt-4o-mini"],
} as const;

/** The settings as the answer carries them, matched by type. */
export const limitedKeySettings = {
  name: like(LIMITED_KEY_SETTINGS.name),
  expiresAt: isoDateTime(LIMITED_KEY_SETTINGS.expiresAt),
  monthlyBudgetUsd: decimal(LIMITED_KEY_SETTINGS.monthlyBudgetUsd),
  requestsPerMinute: integer(LIMITED_KEY_SETTINGS.requestsPerMinute),
  tokensPerMinute: integer(LIMITED_KEY_SETTINGS.tokensPerMinute),
  allowedModels: eachLike("gpt-4o-mini"),
};

/** A key without limits (a provider state's), unused yet, as lists send it: masked. */
export const apiKeyRecord = (overrides: Record<string, unknown> = {}) => ({
  id: like("key-amara-1"),
  value: maskedApiKeyValue(),
  createdAt: isoDateTime(),
  name: like("Key 1"),
  expiresAt: nullValue(),
  monthlyBudgetUsd: nullValue(),
  requestsPerMinute: nullValue(),
  tokensPerMinute: nullValue(),
  allowedModels: nullValue(),
  createdBy: like("amara.okafor@meridian.example"),
  lastUsedAt: nullValue(),
  spendThisMonthUsd: number(0),
  requestsThisMonth: integer(0),
  revokedAt: nullValue(),
  previousSecretUntil: nullValue(),
  ...overrides,
});

/** The answer that issued a secret (a key made or rotated): the secret in full, said so. */
export const issuedSecret = { value: apiKeySecret(), secretInFull: boolean(true) };
