import type { RetentionMinimumJson } from "./retention-minimum.ts";

/** GET/PUT retention (a person's own traffic) and organization/{orgId}/retention (its departments' traffic). */
export interface RetentionSettingsJson {
  /** Days request and response bodies are kept. */
  readonly bodiesDays: number;
  /** Days the request's metadata (who, when, model, tokens, cost) is kept; never fewer than bodiesDays. */
  readonly metadataDays: number;
}

/** GET organization/{orgId}/retention: the setting, and the least its request records are kept whatever it says. */
export interface OrganizationRetentionJson extends RetentionSettingsJson {
  /** Null when no framework asks for longer; otherwise it wins over a shorter metadataDays. */
  readonly minimum: RetentionMinimumJson | null;
}

export const DEFAULT_RETENTION: RetentionSettingsJson = { bodiesDays: 90, metadataDays: 400 };

/** Each setting is a whole number of days in this range. */
export const RETENTION_DAYS_RANGE = { min: 1, max: 3650 } as const;
