import {
  GOVERNED_SETTINGS,
  type GovernedSetting,
  type SettingsLastModifiedByRole,
} from "./department-setting.ts";
import type { DepartmentSettings } from "./department-settings.dto.ts";
import { mayOverride, overrideRefusal } from "./organization-permissions.ts";
import type { RankedRole } from "./permission-rank.ts";
import type { Refusal } from "./refusal.ts";

type GovernedValues = Pick<DepartmentSettings, GovernedSetting>;

/** The outcome of saving a department's settings: the new last-modified roles, or why it is refused. */
export type SettingsChange =
  | { readonly refused: null; readonly lastModifiedByRole: SettingsLastModifiedByRole }
  | { readonly refused: Refusal };

/**
 * Records `role` on every governed setting the update changes, and refuses the update when it changes a setting
 * last set by a higher role. Shared rule: the memory adapter and the reference gateway apply it on PUT.
 */
export function changeSettings(
  current: GovernedValues & { readonly lastModifiedByRole: SettingsLastModifiedByRole },
  update: GovernedValues,
  role: RankedRole,
): SettingsChange {
  const changed = GOVERNED_SETTINGS.filter((setting) => !sameValue(current[setting], update[setting]));
  const locked = changed.find((setting) => !mayOverride(role, current.lastModifiedByRole[setting]));
  if (locked) {
    return { refused: overrideRefusal(locked, current.lastModifiedByRole[locked] as RankedRole) };
  }
  const recorded = Object.fromEntries(changed.map((setting) => [setting, role]));
  return { refused: null, lastModifiedByRole: { ...current.lastModifiedByRole, ...recorded } };
}

/** Two values of a setting are the same when equal, a list (of PII entities) when it holds the same items. */
function sameValue(a: unknown, b: unknown): boolean {
  return comparable(a) === comparable(b);
}

function comparable(value: unknown): unknown {
  return Array.isArray(value) ? JSON.stringify([...value].sort()) : value;
}
