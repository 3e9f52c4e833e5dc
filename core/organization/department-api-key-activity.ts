/** What happened to a department key, as the organization's activity records it (issue 27). */
export const DepartmentApiKeyChange = {
  CREATED: "API_KEY_CREATED",
  UPDATED: "API_KEY_UPDATED",
  ROTATED: "API_KEY_ROTATED",
  REVOKED: "API_KEY_REVOKED",
  DELETED: "API_KEY_DELETED",
} as const;
export type DepartmentApiKeyChange = (typeof DepartmentApiKeyChange)[keyof typeof DepartmentApiKeyChange];

const DONE: Record<DepartmentApiKeyChange, string> = {
  API_KEY_CREATED: "created",
  API_KEY_UPDATED: "edited",
  API_KEY_ROTATED: "rotated",
  API_KEY_REVOKED: "revoked",
  API_KEY_DELETED: "deleted",
};

/**
 * The activity line of a change to a department key, worded once: the memory adapter records it, and so does the
 * reference gateway. Names the key and its holder, never its secret.
 */
export function departmentApiKeyActivity(
  change: DepartmentApiKeyChange,
  key: { readonly name: string; readonly holderEmail: string; readonly departmentName: string },
): { readonly type: DepartmentApiKeyChange; readonly description: string } {
  return {
    type: change,
    description: `API key "${key.name}" of ${key.holderEmail} in ${key.departmentName} was ${DONE[change]}`,
  };
}
