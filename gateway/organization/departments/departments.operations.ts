import { CreateDepartmentDto } from "../../../core/organization/create-department.dto.ts";
import { DepartmentSettingsDto } from "../../../core/organization/department-settings.dto.ts";
import { PII_ENTITIES } from "../../../core/organization/pii-entities.ts";
import { fromDto, pathIds } from "../../api-document/dto-schema.ts";
import { listAnswer } from "../../api-document/operation.ts";
import { listOf, oneOf, ref } from "../../api-document/schema-words.ts";
import {
  DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW,
  DEPARTMENT_PATH,
  MALFORMED,
  ORGANIZATION_PATH,
  OUTSIDER_OR_RANK_TOO_LOW,
  OVERRIDDEN,
  organizationOperation,
  UNKNOWN,
} from "../organization-operation.ts";
import { DEPARTMENT_EXAMPLE } from "./departments.components.ts";

const A_DEPARTMENT = { schema: ref("Department"), example: DEPARTMENT_EXAMPLE };

export const DEPARTMENTS_OPERATIONS = {
  list: organizationOperation({
    id: "listDepartments",
    summary: "List the departments you belong to",
    description: "All of them for the owner and super admins.",
    params: pathIds(ORGANIZATION_PATH),
    answer: listAnswer("The departments, with your role in each.", "Department", DEPARTMENT_EXAMPLE),
    refusals: { 403: OUTSIDER_OR_RANK_TOO_LOW("a member"), 404: UNKNOWN("organization") },
  }),

  create: organizationOperation({
    id: "createDepartment",
    summary: "Create a department",
    params: pathIds(ORGANIZATION_PATH),
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
    params: pathIds(DEPARTMENT_PATH),
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
    params: pathIds(DEPARTMENT_PATH),
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
    params: pathIds(DEPARTMENT_PATH),
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
};
