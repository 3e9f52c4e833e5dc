import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from "class-validator";
import { TextIfGiven } from "../validation/text-if-given.ts";
import { Trimmed } from "../validation/text-transforms.ts";

export const API_KEY_NAME_MAX_LENGTH = 100;
export const API_KEY_BUDGET_MAX_USD = 1_000_000;
export const API_KEY_REQUESTS_PER_MINUTE_MAX = 100_000;
export const API_KEY_TOKENS_PER_MINUTE_MAX = 100_000_000;
export const API_KEY_ALLOWED_MODELS_MAX = 200;

/**
 * What a key's owner (and, for a department key, the department's admins and above) sets on it. Each limit is
 * null when there is none; `allowedModels` null means every model its owner may use.
 */
export interface ApiKeySettings {
  readonly name: string;
  /** ISO date-time after which the key is refused; null: it never expires. */
  readonly expiresAt: string | null;
  /** USD a calendar month (UTC). */
  readonly monthlyBudgetUsd: number | null;
  readonly requestsPerMinute: number | null;
  readonly tokensPerMinute: number | null;
  readonly allowedModels: readonly string[] | null;
}

/** A key without limits: what a key made without settings gets, under the name given. */
export function unlimitedKeySettings(name: string): ApiKeySettings {
  return {
    name,
    expiresAt: null,
    monthlyBudgetUsd: null,
    requestsPerMinute: null,
    tokensPerMinute: null,
    allowedModels: null,
  };
}

/**
 * The settings a key is made or edited with (POST and PATCH of the key routes). The gateway also refuses an
 * expiry that is not in the future (apiKeyExpiryRefusal), which needs a clock.
 */
export class ApiKeySettingsDto implements ApiKeySettings {
  @Trimmed()
  @TextIfGiven()
  @IsNotEmpty({ message: "name is required" })
  @MaxLength(API_KEY_NAME_MAX_LENGTH, {
    message: `name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`,
  })
  readonly name!: string;

  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true }, { message: "expiresAt must be an ISO 8601 date-time or null" })
  readonly expiresAt!: string | null;

  @ValidateIf((_, value) => value !== null)
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: "monthlyBudgetUsd must be a number or null" },
  )
  @Min(0.01, { message: "monthlyBudgetUsd must be at least 0.01" })
  @Max(API_KEY_BUDGET_MAX_USD, { message: `monthlyBudgetUsd must be at most ${API_KEY_BUDGET_MAX_USD}` })
  readonly monthlyBudgetUsd!: number | null;

  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: "requestsPerMinute must be a whole number or null" })
  @Min(1, { message: "requestsPerMinute must be at least 1" })
  @Max(API_KEY_REQUESTS_PER_MINUTE_MAX, {
    message: `requestsPerMinute must be at most ${API_KEY_REQUESTS_PER_MINUTE_MAX}`,
  })
  readonly requestsPerMinute!: number | null;

  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: "tokensPerMinute must be a whole number or null" })
  @Min(1, { message: "tokensPerMinute must be at least 1" })
  @Max(API_KEY_TOKENS_PER_MINUTE_MAX, {
    message: `tokensPerMinute must be at most ${API_KEY_TOKENS_PER_MINUTE_MAX}`,
  })
  readonly tokensPerMinute!: number | null;

  @ValidateIf((_, value) => value !== null)
  @IsArray({ message: "allowedModels must be a list of model names or null" })
  @ArrayMinSize(1, { message: "allowedModels must name at least one model, or be null for all" })
  @ArrayMaxSize(API_KEY_ALLOWED_MODELS_MAX, {
    message: `allowedModels must name at most ${API_KEY_ALLOWED_MODELS_MAX} models`,
  })
  @IsString({ each: true, message: "allowedModels must be a list of model names or null" })
  @IsNotEmpty({ each: true, message: "allowedModels must not hold an empty name" })
  readonly allowedModels!: readonly string[] | null;
}

/** An expiry must lie ahead when it is set; null when it does. */
export function apiKeyExpiryRefusal(expiresAt: string | null, now: number): string | null {
  if (expiresAt === null) return null;
  return Date.parse(expiresAt) > now ? null : "expiresAt must be in the future";
}

/** Just the settings of anything that carries them (a listed key, a form's checked input), nothing else. */
export function apiKeySettingsOf(source: ApiKeySettings): ApiKeySettings {
  const { name, expiresAt, monthlyBudgetUsd, requestsPerMinute, tokensPerMinute, allowedModels } = source;
  return { name, expiresAt, monthlyBudgetUsd, requestsPerMinute, tokensPerMinute, allowedModels };
}
