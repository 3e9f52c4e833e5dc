import { AsDate, Derived } from "../mapping/entity-decorators.ts";
import { dateAndTime } from "../time/date-and-time.ts";
import type { ApiKeySettings } from "./api-key-settings.dto.ts";

/**
 * An API key as the gateway sends it: a person's own key or a department user's. `value` is the masked form
 * (first 5 and last 5 characters, SPEC §3), except in the one answer that issued the secret (made or rotated):
 * there `secretInFull` is true and `value` is the secret, shown that once.
 */
export interface ApiKeyRecord extends ApiKeySettings {
  readonly id: string;
  readonly value: string;
  /** ISO date-time */
  readonly createdAt: string;
  /** True only in the answer that issued the secret. */
  readonly secretInFull?: boolean;
  /** The email of who made it. */
  readonly createdBy: string | null;
  readonly lastUsedAt: string | null;
  /** USD spent with it since the 1st of this month (UTC). */
  readonly spendThisMonthUsd: number;
  readonly requestsThisMonth: number;
  readonly revokedAt: string | null;
  /** After a rotation with a grace period: until when the previous secret still works; null otherwise. */
  readonly previousSecretUntil: string | null;
}

/** One API key (SPEC §3), with the date and time the list shows. */
export class ApiKey {
  readonly id!: string;
  readonly value!: string;
  readonly secretInFull?: boolean;
  @AsDate() readonly createdAt!: Date;
  /** YYYY-MM-DD, local. */
  @Derived((key: ApiKeyRecord) => dateAndTime(new Date(key.createdAt)).date) readonly date!: string;
  /** HH:mm, local. */
  @Derived((key: ApiKeyRecord) => dateAndTime(new Date(key.createdAt)).time) readonly time!: string;
  readonly name!: string;
  readonly expiresAt!: string | null;
  readonly monthlyBudgetUsd!: number | null;
  readonly requestsPerMinute!: number | null;
  readonly tokensPerMinute!: number | null;
  readonly allowedModels!: readonly string[] | null;
  readonly createdBy!: string | null;
  readonly lastUsedAt!: string | null;
  readonly spendThisMonthUsd!: number;
  readonly requestsThisMonth!: number;
  readonly revokedAt!: string | null;
  readonly previousSecretUntil!: string | null;
}

/** A key as it is when made: its settings, never used, neither revoked nor rotated. */
export function newApiKeyRecord(
  key: Pick<ApiKeyRecord, "id" | "value" | "createdAt" | "createdBy"> & ApiKeySettings,
): ApiKeyRecord {
  return {
    ...key,
    lastUsedAt: null,
    spendThisMonthUsd: 0,
    requestsThisMonth: 0,
    revokedAt: null,
    previousSecretUntil: null,
  };
}
