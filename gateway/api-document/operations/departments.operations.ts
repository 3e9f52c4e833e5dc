import { ComplianceFramework } from "../../../core/organization/compliance-framework.ts";
import { CreateDepartmentDto } from "../../../core/organization/create-department.dto.ts";
import { DepartmentSettingsDto } from "../../../core/organization/department-settings.dto.ts";
import { DepartmentUserRoleDto } from "../../../core/organization/department-user-role.dto.ts";
import { overrideRefusal } from "../../../core/organization/organization-permissions.ts";
import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import { PII_ENTITIES } from "../../../core/organization/pii-entities.ts";
import { PolicyFileUploadDto, PolicyFromUrlDto } from "../../../core/organization/policy-file.dto.ts";
import {
  COMPLIANCE_FILE_EXAMPLE,
  DEPARTMENT_EXAMPLE,
  DEPARTMENT_USER_EXAMPLE,
} from "../components/organization.components.ts";
import { fromDto, pathIds } from "../dto-schema.ts";
import { listOf, oneOf, ref } from "../schema-words.ts";
import {
  BLANK_ID,
  DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW,
  MALFORMED,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  UNKNOWN,
} from "./organization-refusals.ts";

const ORGANIZATION = { orgId: "The organization's id." };
const DEPARTMENT = { ...ORGANIZATION, depId: "The department's id." };
const DEPARTMENT_USER = { ...DEPARTMENT, userId: "The person's user id." };
const TAG = "Organization";
const A_DEPARTMENT = { schema: ref("Department"), example: DEPARTMENT_EXAMPLE };
const A_FILE = { schema: ref("ComplianceFile"), example: COMPLIANCE_FILE_EXAMPLE };
const OVERRIDDEN: [string, string] = [
  "A setting or document was last set by a higher role than yours.",
  overrideRefusal(ComplianceFramework.SOC2, OrganizationRole.OWNER).errMsgs.join(" "),
];

export const DEPARTMENTS_OPERATIONS = {
  list: organizationOperation({
    id: "listDepartments",
    summary: "List the departments you belong to",
    description: "All of them for the owner and super admins.",
    tag: TAG,
    access: "session",
    params: pathIds(ORGANIZATION),
    answer: {
      status: 200,
      description: "The departments, with your role in each.",
      schema: listOf(ref("Department")),
      example: [DEPARTMENT_EXAMPLE],
    },
    refusals: { 403: OUTSIDER_OR_RANK_TOO_LOW("a member"), 404: UNKNOWN("organization") },
  }),

  create: organizationOperation({
    id: "createDepartment",
    summary: "Create a department",
    tag: TAG,
    access: "session",
    params: pathIds(ORGANIZATION),
    body: fromDto(CreateDepartmentDto, { properties: { description: { type: ["string", "null"] } } }),
    answer: { status: 201, description: "The new department.", ...A_DEPARTMENT },
    refusals: {
      400: MALFORMED("name should not be empty"),
      403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"),
      404: UNKNOWN("organization"),
      409: ["A department of this name exists.", "A department named Research already exists."],
    },
  }),

  get: organizationOperation({
    id: "getDepartment",
    summary: "One department",
    tag: TAG,
    access: "session",
    params: pathIds(DEPARTMENT),
    answer: { status: 200, description: "The department, with your role in it.", ...A_DEPARTMENT },
    refusals: {
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("MEMBER"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  saveSettings: organizationOperation({
    id: "saveDepartmentSettings",
    summary: "Save a department's settings",
    description:
      "Name, description, the seven framework flags, PII handling and entities, monthly budget and, optionally, " +
      "data residency. A setting last changed by a higher role than yours stays as it is.",
    tag: TAG,
    access: "session",
    params: pathIds(DEPARTMENT),
    body: fromDto(DepartmentSettingsDto, {
      properties: {
        description: { type: ["string", "null"] },
        monthlyBudgetInDollar: {
          type: ["number", "null"],
          description: "US dollars a month; null: no budget.",
        },
        piiEntities: { items: oneOf(PII_ENTITIES) },
        dataResidency: { description: "Left out: unchanged." },
      },
      required: [
        "name",
        "SOC2",
        "ISO42001",
        "GDPR",
        "HIPAA",
        "EU_AI_ACT",
        "AI_RMF",
        "DORA",
        "PIIAndSensitive",
        "monthlyBudgetInDollar",
        "piiEntities",
      ],
    }),
    answer: { status: 200, description: "The department as saved.", ...A_DEPARTMENT },
    refusals: {
      400: MALFORMED("SOC2 must be a boolean value"),
      403: [`${DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN")[0]} ${OVERRIDDEN[0]}`, OVERRIDDEN[1]],
      404: UNKNOWN("organization", "department"),
      409: ["Another department has this name.", "A department named Research already exists."],
    },
  }),

  piiList: organizationOperation({
    id: "listPiiEntities",
    summary: "The kinds of personal data a department can look for",
    tag: TAG,
    access: "session",
    params: pathIds(DEPARTMENT),
    answer: {
      status: 200,
      description: "Every kind, by name.",
      schema: listOf(oneOf(PII_ENTITIES)),
      example: PII_ENTITIES,
    },
    refusals: {
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("MEMBER"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  listUsers: organizationOperation({
    id: "listDepartmentUsers",
    summary: "List a department's people",
    tag: TAG,
    access: "session",
    params: pathIds(DEPARTMENT),
    answer: {
      status: 200,
      description: "Each membership with the person, role and keys.",
      schema: listOf(ref("DepartmentUser")),
      example: [DEPARTMENT_USER_EXAMPLE],
    },
    refusals: {
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  setUserRole: organizationOperation({
    id: "setDepartmentUserRole",
    summary: "Change someone's role in a department",
    tag: TAG,
    access: "session",
    params: pathIds(DEPARTMENT_USER),
    body: fromDto(DepartmentUserRoleDto),
    answer: {
      status: 200,
      description: "The membership as changed.",
      schema: ref("DepartmentUser"),
      example: { ...DEPARTMENT_USER_EXAMPLE, role: "ADMIN" },
    },
    refusals: {
      400: MALFORMED("role must be one of the following values: ADMIN, MEMBER"),
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department", "departmentUser"),
    },
  }),

  removeUser: organizationOperation({
    id: "removeDepartmentUser",
    summary: "Take someone out of a department",
    description: "Their keys for the department go too.",
    tag: TAG,
    access: "session",
    params: pathIds(DEPARTMENT_USER),
    answer: { status: 204, description: "Removed." },
    refusals: {
      400: BLANK_ID,
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department", "departmentUser"),
    },
  }),

  createUserApiKey: organizationOperation({
    id: "createDepartmentUserApiKey",
    summary: "Create a department API key",
    description:
      "Requests sent with it fall under the department's policies. Your own key needs no rank; someone else's " +
      "needs ADMIN in the department.",
    tag: TAG,
    access: "session",
    params: pathIds(DEPARTMENT_USER),
    answer: {
      status: 201,
      description: "The new key.",
      schema: ref("ApiKey"),
      example: DEPARTMENT_USER_EXAMPLE.apikeys[0],
    },
    refusals: {
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department", "departmentUser"),
    },
  }),

  deleteUserApiKey: organizationOperation({
    id: "deleteDepartmentUserApiKey",
    summary: "Delete a department API key",
    tag: TAG,
    access: "session",
    params: pathIds({ ...DEPARTMENT_USER, apiKeyId: "The key's id." }),
    answer: { status: 204, description: "Deleted." },
    refusals: {
      400: BLANK_ID,
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department", "departmentUser", "apiKey"),
    },
  }),

  uploadPolicy: organizationOperation({
    id: "uploadPolicyDocument",
    summary: "Upload a policy document",
    description: "multipart/form-data with a name and one file (at most 20 MB).",
    tag: TAG,
    access: "session",
    params: pathIds(DEPARTMENT),
    consumes: ["multipart/form-data"],
    body: fromDto(PolicyFileUploadDto, {
      omit: ["organizationId", "departmentId", "file"],
      properties: {
        name: { description: "Spaces are removed." },
        file: { type: "string", format: "binary", description: "The document." },
      },
      required: ["name", "file"],
    }),
    answer: { status: 201, description: "The document.", ...A_FILE },
    refusals: {
      400: MALFORMED("file should not be empty"),
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
      413: ["The file is over 20 MB.", "request file too large"],
    },
  }),

  addPolicyFromUrl: organizationOperation({
    id: "addPolicyDocumentFromUrl",
    summary: "Add a policy document from a URL",
    description: "Recorded now, read and embedded later: it has no chunks yet.",
    tag: TAG,
    access: "session",
    params: pathIds(DEPARTMENT),
    body: fromDto(PolicyFromUrlDto, { properties: { name: { description: "Spaces are removed." } } }),
    answer: { status: 201, description: "The document.", ...A_FILE },
    refusals: {
      400: MALFORMED("url must be a URL address"),
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  deletePolicy: organizationOperation({
    id: "deletePolicyDocument",
    summary: "Delete a policy document",
    tag: TAG,
    access: "session",
    params: pathIds({ ...DEPARTMENT, fileId: "The document's id." }),
    answer: { status: 204, description: "Deleted." },
    refusals: {
      400: BLANK_ID,
      403: [`${DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN")[0]} ${OVERRIDDEN[0]}`, OVERRIDDEN[1]],
      404: UNKNOWN("organization", "department", "file"),
    },
  }),
};
