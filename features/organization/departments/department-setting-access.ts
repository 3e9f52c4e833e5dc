import type { Department } from "../../../core/organization/department.entity.ts";
import { GOVERNED_SETTINGS, type GovernedSetting } from "../../../core/organization/department-setting.ts";
import { mayOverride } from "../../../core/organization/organization-permissions.ts";
import { isRankedRole, type RankedRole } from "../../../core/organization/permission-rank.ts";

/** The settings that remember which role changed them last: core's governed ones, and the data residency. */
export type TrackedSetting = GovernedSetting | "dataResidency";

export const TRACKED_SETTINGS: readonly TrackedSetting[] = [...GOVERNED_SETTINGS, "dataResidency"];

/** Who changed a setting last, and whether the person may change it now. */
export interface SettingAccess {
  readonly lastChangedBy: RankedRole | null;
  /** Set by a higher role than the person's: out of their reach (core `mayOverride`). */
  readonly locked: boolean;
}

/** For each tracked setting of the department, who changed it last and whether its role here may change it. */
export function settingsAccess(department: Department): Readonly<Record<TrackedSetting, SettingAccess>> {
  // The reference gateway records the residency's last role beside the governed settings' (core's type lists
  // only those), so it is read by name and checked.
  const recorded = (department.lastModifiedByRole ?? {}) as Readonly<Record<string, unknown>>;
  return Object.fromEntries(
    TRACKED_SETTINGS.map((setting) => {
      const role = recorded[setting];
      const lastChangedBy = isRankedRole(role) ? role : null;
      return [setting, { lastChangedBy, locked: !mayOverride(department.role, lastChangedBy) }];
    }),
  ) as Record<TrackedSetting, SettingAccess>;
}
