import type { RotationGrace } from "../api-keys/rotation-grace.ts";

/** What happened to a department key, as the organization's activity records it (issue 27). */
export const DepartmentApiKeyChange = {
  CREATED: "API_KEY_CREATED",
  EDITED: "API_KEY_EDITED",
  ROTATED: "API_KEY_ROTATED",
  REVOKED: "API_KEY_REVOKED",
  DELETED: "API_KEY_DELETED",
} as const;
export type DepartmentApiKeyChange = (typeof DepartmentApiKeyChange)[keyof typeof DepartmentApiKeyChange];

const DONE: Record<DepartmentApiKeyChange, string> = {
  API_KEY_CREATED: "made",
  API_KEY_EDITED: "edited",
  API_KEY_ROTATED: "rotated",
  API_KEY_REVOKED: "revoked",
  API_KEY_DELETED: "deleted",
};

/**
 * The activity line of a change to a department key, worded once for the memory adapter and the reference gateway:
 * the key by name, whose it is, where, and who changed it (a rotation with its grace); never its secret.
 */
export function departmentApiKeyActivity(
  change: DepartmentApiKeyChange,
  key: {
    readonly name: string;
    readonly holderEmail: string;
    readonly departmentName: string;
    readonly changedBy: string;
    readonly grace?: RotationGrace;
  },
): { readonly type: DepartmentApiKeyChange; readonly description: string } {
  const done =
    change === DepartmentApiKeyChange.ROTATED ? `rotated (grace: ${key.grace ?? "none"})` : DONE[change];
  return {
    type: change,
    description: `${key.name}, ${key.holderEmail}'s API key in ${key.departmentName}, was ${done} by ${key.changedBy}`,
  };
}
