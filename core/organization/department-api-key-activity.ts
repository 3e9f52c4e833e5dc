import type { AuditKind } from "../audit/audit-kind.ts";

/** What happened to a department key, as the organization's audit log records it (issue 27). */
export const DepartmentApiKeyChange = {
  CREATED: "API_KEY_CREATED",
  EDITED: "API_KEY_EDITED",
  ROTATED: "API_KEY_ROTATED",
  REVOKED: "API_KEY_REVOKED",
  DELETED: "API_KEY_DELETED",
} as const;
export type DepartmentApiKeyChange = (typeof DepartmentApiKeyChange)[keyof typeof DepartmentApiKeyChange];

/** The audit kind of each change to a department key, for the memory adapter and the reference gateway alike. */
export const DEPARTMENT_KEY_AUDIT_KIND: Readonly<Record<DepartmentApiKeyChange, AuditKind>> = {
  [DepartmentApiKeyChange.CREATED]: "DEPARTMENT_KEY_CREATED",
  [DepartmentApiKeyChange.EDITED]: "DEPARTMENT_KEY_EDITED",
  [DepartmentApiKeyChange.ROTATED]: "DEPARTMENT_KEY_ROTATED",
  [DepartmentApiKeyChange.REVOKED]: "DEPARTMENT_KEY_REVOKED",
  [DepartmentApiKeyChange.DELETED]: "DEPARTMENT_KEY_DELETED",
};
