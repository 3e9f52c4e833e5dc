import { departmentPermissionRefusal, mayPerform } from "../organization/organization-permissions.ts";
import { type Refusal, refusal } from "../organization/refusal.ts";

export const BODIES_NOT_ALLOWED =
  "Request bodies are included only for the owner and super admins; download the evidence without them.";

/**
 * Who may download a department's evidence (its admins, super admins, the owner) and include request bodies in it
 * (the owner and super admins, who may read every department's traffic). `roleInDepartment` is the caller's
 * strongest role for that department, organization role included; null for an outsider. Null when allowed.
 */
export function evidenceRefusal(roleInDepartment: string | null, withBodies: boolean): Refusal | null {
  const refused = departmentPermissionRefusal("downloadEvidence", roleInDepartment);
  if (refused) return refused;
  return withBodies && !mayIncludeBodies(roleInDepartment) ? refusal(403, BODIES_NOT_ALLOWED) : null;
}

/** Whether the role may ask for request bodies in the bundle (the screen offers the choice only then). */
export function mayIncludeBodies(roleInDepartment: string | null): boolean {
  return mayPerform("includeEvidenceBodies", roleInDepartment);
}
