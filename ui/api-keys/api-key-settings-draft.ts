import {
  type ApiKeySettings,
  ApiKeySettingsDto,
  apiKeyExpiryRefusal,
} from "../../core/api-keys/api-key-settings.dto.ts";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";
import { validateInput } from "../../core/validation/validate-input.ts";

/**
 * A key's settings as the form holds them while typed. Fields are named as ApiKeySettings', so the DTO's broken
 * rules (and the gateway's 400 messages, which start with the field's name) land under the right field.
 */
export interface ApiKeySettingsDraft {
  readonly name: string;
  /** The last day the key works, YYYY-MM-DD (local); empty: it never expires. */
  readonly expiresAt: string;
  /** USD, as typed (a comma may stand for the decimal point); empty: no budget. */
  readonly monthlyBudgetUsd: string;
  /** Empty: no limit. */
  readonly requestsPerMinute: string;
  readonly tokensPerMinute: string;
  /** None chosen: every model. */
  readonly allowedModels: readonly string[];
}

export type ApiKeySettingsField = keyof ApiKeySettingsDraft;

const FIELDS: readonly ApiKeySettingsField[] = [
  "name",
  "expiresAt",
  "monthlyBudgetUsd",
  "requestsPerMinute",
  "tokensPerMinute",
  "allowedModels",
];

/** What a settings dialog shows: the draft, and the rules it broke, field by field. */
export interface ApiKeySettingsFormState {
  /** The key edited; null while a new key is made. */
  readonly keyId: string | null;
  readonly draft: ApiKeySettingsDraft;
  readonly fieldErrors: readonly FieldError[];
}

export const EMPTY_API_KEY_SETTINGS_DRAFT: ApiKeySettingsDraft = {
  name: "",
  expiresAt: "",
  monthlyBudgetUsd: "",
  requestsPerMinute: "",
  tokensPerMinute: "",
  allowedModels: [],
};

/** The form of a new key, or of a key's settings as they stand. */
export function apiKeySettingsForm(keyId: string | null, settings?: ApiKeySettings): ApiKeySettingsFormState {
  return { keyId, draft: settings ? draftOf(settings) : EMPTY_API_KEY_SETTINGS_DRAFT, fieldErrors: [] };
}

/** The form with one field changed; that field's broken rules go, as the person is fixing them. */
export function withApiKeySettingsField<F extends ApiKeySettingsField>(
  form: ApiKeySettingsFormState,
  field: F,
  value: ApiKeySettingsDraft[F],
): ApiKeySettingsFormState {
  return {
    ...form,
    draft: { ...form.draft, [field]: value },
    fieldErrors: form.fieldErrors.filter((error) => error.property !== field),
  };
}

export function draftOf(settings: ApiKeySettings): ApiKeySettingsDraft {
  return {
    name: settings.name,
    expiresAt: settings.expiresAt === null ? "" : lastLocalDay(settings.expiresAt),
    monthlyBudgetUsd: settings.monthlyBudgetUsd === null ? "" : String(settings.monthlyBudgetUsd),
    requestsPerMinute: settings.requestsPerMinute === null ? "" : String(settings.requestsPerMinute),
    tokensPerMinute: settings.tokensPerMinute === null ? "" : String(settings.tokensPerMinute),
    allowedModels: settings.allowedModels ?? [],
  };
}

/**
 * The settings the draft stands for, checked by the DTO's rules and the expiry's (which needs `now`); the broken
 * rules instead when there are some. A number that is not one reaches the DTO as NaN, which it refuses in words.
 */
export function checkedApiKeySettings(
  draft: ApiKeySettingsDraft,
  now: number,
): { readonly settings: ApiKeySettings } | { readonly fieldErrors: readonly FieldError[] } {
  const settings: ApiKeySettings = {
    name: draft.name.trim(),
    expiresAt: draft.expiresAt === "" ? null : endOfLocalDay(draft.expiresAt),
    monthlyBudgetUsd: numberOrNull(draft.monthlyBudgetUsd),
    requestsPerMinute: numberOrNull(draft.requestsPerMinute),
    tokensPerMinute: numberOrNull(draft.tokensPerMinute),
    allowedModels: draft.allowedModels.length === 0 ? null : [...draft.allowedModels],
  };
  const { fields } = validateInput(ApiKeySettingsDto, settings);
  const expiry = draft.expiresAt === "" ? null : apiKeyExpiryRefusal(settings.expiresAt, now);
  const fieldErrors = expiry ? [...fields, serverRule("expiresAt", expiry)] : fields;
  return fieldErrors.length > 0 ? { fieldErrors } : { settings };
}

/**
 * The gateway's 400 messages as broken rules: the DTO's messages start with the field's name, and go under it;
 * any other message is the form's (property "").
 */
export function apiKeySettingsErrorsOf(messages: readonly string[]): FieldError[] {
  return messages.map((message) => {
    const first = message.split(" ", 1)[0] as ApiKeySettingsField;
    return serverRule(FIELDS.includes(first) ? first : "", message);
  });
}

function serverRule(property: string, message: string): FieldError {
  return { property, constraint: "gateway", message };
}

function numberOrNull(text: string): number | null {
  const typed = text.trim().replace(",", ".");
  return typed === "" ? null : Number(typed);
}

/** The key works through the whole of its last day, in the person's time zone. */
function endOfLocalDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const end = new Date(year ?? Number.NaN, (month ?? Number.NaN) - 1, (date ?? Number.NaN) + 1);
  return Number.isNaN(end.getTime()) ? day : new Date(end.getTime() - 1).toISOString();
}

function lastLocalDay(expiresAt: string): string {
  const moment = new Date(Date.parse(expiresAt) - 1);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
}
