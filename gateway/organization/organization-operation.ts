import { ComplianceFramework } from "../../core/organization/compliance-framework.ts";
import { NOT_IN_DEPARTMENT, overrideRefusal } from "../../core/organization/organization-permissions.ts";
import { NOT_FOUND } from "../../core/organization/organization-refusals.ts";
import { OrganizationRole } from "../../core/organization/organization-role.ts";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { type OperationSpec, operation, type Refusal } from "../api-document/operation.ts";
import { NUL_CHARACTERS } from "./nul-characters.ts";

/** The path parameters of the organization's operations, with what each names. */
export const ORGANIZATION_PATH = { orgId: "The organization's id." };
export const DEPARTMENT_PATH = { ...ORGANIZATION_PATH, depId: "The department's id." };
export const DEPARTMENT_USER_PATH = { ...DEPARTMENT_PATH, userId: "The person's user id." };
export const PERSON_PATH = { ...ORGANIZATION_PATH, userId: "The person's user id." };

/** The refusals many organization calls share, worded as the gateway words them. */

export const OUTSIDER_OR_RANK_TOO_LOW = (rank: string): Refusal => [
  `You do not belong to the organization, or your role is below ${rank}.`,
  `This needs the ${rank} role or higher.`,
];

export const DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW = (rank: string): Refusal => [
  `You do not belong to the department, or your role there is below ${rank}.`,
  NOT_IN_DEPARTMENT,
];

export const UNKNOWN = (...what: (keyof typeof NOT_FOUND)[]): Refusal => [
  `No such ${what.map((name) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)).join(" or ")}.`,
  NOT_FOUND[what[0] ?? "organization"],
];

export const MALFORMED = (example: string): Refusal => [
  "A field is missing or malformed, a blank id, or text with a NUL character.",
  example,
];

export const BLANK_ID: Refusal = ["A blank id, or text with a NUL character.", INVALID_ID];

export const OVERRIDDEN: [string, string] = [
  "A setting or document was last set by a higher role than yours.",
  overrideRefusal(ComplianceFramework.SOC2, OrganizationRole.OWNER).errMsgs.join(" "),
];

/**
 * An operation of the organization area: under the Organization tag, for the signed-in person, and refused (400)
 * when its path, query or body holds a NUL character (gateway/organization/nul-characters.ts).
 */
export const organizationOperation = (spec: Omit<OperationSpec, "tag" | "access">) =>
  operation({
    ...spec,
    tag: "Organization",
    access: "session",
    refusals: {
      400: ["Text with a NUL character in the path, query or body.", NUL_CHARACTERS],
      ...spec.refusals,
    },
  });
