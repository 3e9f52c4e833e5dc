import type { JsonSchema } from "../../core/api-document/openapi-document.ts";
import {
  API_KEY_ALLOWED_MODELS_MAX,
  API_KEY_BUDGET_MAX_USD,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_REQUESTS_PER_MINUTE_MAX,
  API_KEY_TOKENS_PER_MINUTE_MAX,
} from "../../core/api-keys/api-key-settings.dto.ts";
import { ROTATION_GRACES } from "../../core/api-keys/rotation-grace.ts";
import {
  component,
  dateTime,
  decimal,
  integer,
  listOf,
  oneOf,
  orNull,
  record,
  text,
  yesNo,
} from "../api-document/schema-words.ts";

/** A key's settings, as each key carries them and as they are sent to make or edit one. */
const SETTINGS: Readonly<Record<string, JsonSchema>> = {
  name: { ...text("What the key is for."), minLength: 1, maxLength: API_KEY_NAME_MAX_LENGTH },
  expiresAt: orNull(dateTime("Requests with it are refused from then on (401); null: it never expires.")),
  monthlyBudgetUsd: orNull({
    ...decimal(
      "US dollars it may spend a calendar month (UTC); over it, requests get 429 insufficient_quota.",
    ),
    minimum: 0.01,
    maximum: API_KEY_BUDGET_MAX_USD,
  }),
  requestsPerMinute: orNull({
    ...integer("Requests a minute; over it, 429 with Retry-After."),
    minimum: 1,
    maximum: API_KEY_REQUESTS_PER_MINUTE_MAX,
  }),
  tokensPerMinute: orNull({
    ...integer("Tokens a minute; over it, 429 with Retry-After."),
    minimum: 1,
    maximum: API_KEY_TOKENS_PER_MINUTE_MAX,
  }),
  allowedModels: orNull({
    ...listOf(
      text(),
      "The models it may ask for, each in the catalogue or the organization; null: all its owner may use.",
    ),
    minItems: 1,
    maxItems: API_KEY_ALLOWED_MODELS_MAX,
  }),
};

export const API_KEY = component(
  "ApiKey",
  record(
    {
      id: text(),
      value: text(
        "The key masked (first 5, '...', last 5), except in the one answer that issued its secret (made or " +
          "rotated): there the secret itself, shown that once. Send it as `Authorization: Bearer <secret>`.",
      ),
      secretInFull: yesNo("True only in the answer that issued the secret."),
      createdAt: dateTime(),
      ...SETTINGS,
      createdBy: orNull(text("The email of who made it.")),
      lastUsedAt: orNull(dateTime("Its latest logged request.")),
      spendThisMonthUsd: decimal("US dollars spent with it since the 1st of this month (UTC)."),
      requestsThisMonth: integer("Requests logged under it since the 1st of this month (UTC)."),
      revokedAt: orNull(dateTime("Refused since then.")),
      previousSecretUntil: orNull(
        dateTime("After a rotation with a grace period: until when the previous secret still works."),
      ),
    },
    { optional: ["secretInFull"], description: "An API key." },
  ),
);

export const API_KEY_SETTINGS = component(
  "ApiKeySettings",
  record(SETTINGS, { description: "What a key's owner sets on it. A null limit is no limit." }),
);

export const API_KEY_ROTATION = component(
  "ApiKeyRotation",
  record(
    {
      grace: oneOf(
        ROTATION_GRACES,
        "How long the secret being replaced keeps working: none, 1, 24 hours, 7 days.",
      ),
    },
    { description: "A rotation of a key's secret." },
  ),
);

export const API_KEY_EXAMPLE = {
  id: "key-1",
  value: "mk-2f...b8a7f",
  createdAt: "2025-03-14T12:00:00.000Z",
  name: "Billing service",
  expiresAt: "2025-12-31T23:59:59.000Z",
  monthlyBudgetUsd: 25,
  requestsPerMinute: 60,
  tokensPerMinute: null,
  allowedModels: ["gpt-4o-mini"],
  createdBy: "amara.okafor@meridian.example",
  lastUsedAt: "2025-03-20T09:15:00.000Z",
  spendThisMonthUsd: 3.4125,
  requestsThisMonth: 412,
  revokedAt: null,
  previousSecretUntil: null,
};

/** A key in the answer that issued its secret. */
export const ISSUED_API_KEY_EXAMPLE = {
  ...API_KEY_EXAMPLE,
  id: "key-2",
  value: "mk-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f",
  secretInFull: true,
  name: "Key 2",
  expiresAt: null,
  monthlyBudgetUsd: null,
  requestsPerMinute: null,
  allowedModels: null,
  lastUsedAt: null,
  spendThisMonthUsd: 0,
  requestsThisMonth: 0,
};

export const SETTINGS_EXAMPLE = {
  name: "Billing service",
  expiresAt: "2025-12-31T23:59:59.000Z",
  monthlyBudgetUsd: 25,
  requestsPerMinute: 60,
  tokensPerMinute: null,
  allowedModels: ["gpt-4o-mini"],
};
