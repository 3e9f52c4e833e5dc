import { type Refusal, refusal } from "./refusal.ts";

/**
 * The refusals of the organization calls that are not validation, rank or tier matters, worded once. Shared:
 * the memory adapter answers with these, and so will the reference gateway.
 */
export const NOT_FOUND = {
  organization: "Organization not found",
  department: "Department not found",
  user: "User not found",
  departmentUser: "User not found in this department",
  apiKey: "API key not found",
  file: "File not found",
  gridNode: "Grid node not found",
  model: "Model not found",
  request: "Request not found",
} as const;

export function notFound(what: keyof typeof NOT_FOUND): Refusal {
  return refusal(404, NOT_FOUND[what]);
}

export const ALREADY_IN_ORGANIZATION = "You already belong to an organization.";
export const OWNER_CANNOT_BE_REMOVED = "The owner cannot be removed.";

export const alreadyInOrganization = (): Refusal => refusal(409, ALREADY_IN_ORGANIZATION);
export const ownerCannotBeRemoved = (): Refusal => refusal(403, OWNER_CANNOT_BE_REMOVED);
export const alreadySuperAdmin = (email: string): Refusal =>
  refusal(409, `${email} is already a super admin.`);
export const departmentNameTaken = (name: string): Refusal =>
  refusal(409, `A department named ${name} already exists.`);
export const modelAlreadyAdded = (name: string): Refusal =>
  refusal(409, `${name} is already one of the organization's models.`);
export const modelNotAssigned = (): Refusal => refusal(404, "This model is not assigned to the department.");
