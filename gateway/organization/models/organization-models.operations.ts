import { AssignModelDto } from "../../../core/organization/assign-model.dto.ts";
import { CustomModelConnectionRequestDto } from "../../../core/organization/custom-model-connection.dto.ts";
import { OrganizationModelRequestDto } from "../../../core/organization/organization-model-request.dto.ts";
import { modelNotAssigned } from "../../../core/organization/organization-refusals.ts";
import { fromDto, pathIds } from "../../api-document/dto-schema.ts";
import { listAnswer } from "../../api-document/operation.ts";
import { ref } from "../../api-document/schema-words.ts";
import { DEPARTMENT_EXAMPLE } from "../departments/departments.components.ts";
import {
  BLANK_ID,
  DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW,
  DEPARTMENT_PATH,
  MALFORMED,
  ORGANIZATION_PATH,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  UNKNOWN,
} from "../organization-operation.ts";
import { CONNECTION_TEST_EXAMPLE, ORGANIZATION_MODEL_EXAMPLE } from "./organization-models.components.ts";

const A_MODEL = { schema: ref("OrganizationModel"), example: ORGANIZATION_MODEL_EXAMPLE };
const A_CONNECTION_TEST = { schema: ref("CustomModelConnectionTest"), example: CONNECTION_TEST_EXAMPLE };
const MAY_NOT_OVERRIDE = "Or it was added by a higher role than yours.";

export const ORGANIZATION_MODELS_OPERATIONS = {
  list: organizationOperation({
    id: "listOrganizationModels",
    summary: "List the organization's models",
    params: pathIds(ORGANIZATION_PATH),
    answer: listAnswer(
      "The models, each with its grid node.",
      "OrganizationModel",
      ORGANIZATION_MODEL_EXAMPLE,
    ),
    refusals: { 403: OUTSIDER_OR_RANK_TOO_LOW("a member"), 404: UNKNOWN("organization") },
  }),

  add: organizationOperation({
    id: "addOrganizationModel",
    summary: "Add a model to the organization",
    description:
      "One of the gateway's models (type AVAILABLE with its internalId), or a model the organization hosts " +
      "(type CUSTOM with name, provider, accessType, deploymentRegion, gridNodeId and optionally its dedicated URL, " +
      "key and configuration).",
    params: pathIds(ORGANIZATION_PATH),
    body: fromDto(OrganizationModelRequestDto, {
      properties: {
        internalId: { description: "For AVAILABLE: the catalogue model's id." },
        dedicatedUrl: { type: ["string", "null"] },
        customModelApikey: { type: ["string", "null"], description: "Stored; answered masked." },
        configXml: { type: ["string", "null"] },
      },
    }),
    answer: { status: 201, description: "The model as added.", ...A_MODEL },
    refusals: {
      400: MALFORMED("internalId should not be empty"),
      403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"),
      404: UNKNOWN("organization", "gridNode", "model"),
      409: [
        "The organization has this model already.",
        "gpt-4o is already one of the organization's models.",
      ],
    },
  }),

  testConnection: organizationOperation({
    id: "testCustomModelConnection",
    summary: "Test a custom model's connection before adding it",
    description:
      "Asks GET {dedicatedUrl}/models with the key, held to the gateway's outbound-address policy (loopback, " +
      "private, link-local and metadata addresses only where the operator's GATEWAY_OUTBOUND_ALLOW permits), and " +
      "says what came back. An upstream's refusal is an answer too: `reachable` is false.",
    params: pathIds(ORGANIZATION_PATH),
    body: fromDto(CustomModelConnectionRequestDto, {
      properties: { customModelApikey: { type: ["string", "null"], description: "Sent on; never stored." } },
    }),
    answer: { status: 200, description: "What the upstream answered.", ...A_CONNECTION_TEST },
    refusals: {
      400: MALFORMED("dedicatedUrl should not be empty"),
      403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"),
      404: UNKNOWN("organization"),
    },
  }),

  testAddedConnection: organizationOperation({
    id: "testOrganizationModelConnection",
    summary: "Test an added custom model's connection",
    description: "As before adding it, with the URL and the (sealed) key stored for the model.",
    params: pathIds({ ...ORGANIZATION_PATH, modelId: "The custom model's id." }),
    answer: { status: 200, description: "What the upstream answered.", ...A_CONNECTION_TEST },
    refusals: {
      400: BLANK_ID,
      403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"),
      404: UNKNOWN("organization", "model"),
    },
  }),

  remove: organizationOperation({
    id: "removeOrganizationModel",
    summary: "Remove a model from the organization",
    description: "Departments stop offering it too.",
    params: pathIds({ ...ORGANIZATION_PATH, modelId: "The organization model's id." }),
    answer: { status: 204, description: "Removed." },
    refusals: {
      400: BLANK_ID,
      403: [
        `${OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN")[0]} ${MAY_NOT_OVERRIDE}`,
        OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN")[1],
      ],
      404: UNKNOWN("organization", "model"),
    },
  }),

  assign: organizationOperation({
    id: "assignDepartmentModel",
    summary: "Allow a department to use a model",
    description: "A department with models assigned may use only those.",
    params: pathIds(DEPARTMENT_PATH),
    body: fromDto(AssignModelDto, {
      properties: { organizationModelId: { description: "The organization model's id." } },
    }),
    answer: {
      status: 201,
      description: "The department with its models.",
      schema: ref("Department"),
      example: DEPARTMENT_EXAMPLE,
    },
    refusals: {
      400: MALFORMED("organizationModelId should not be empty"),
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department", "model"),
    },
  }),

  withdraw: organizationOperation({
    id: "withdrawDepartmentModel",
    summary: "Stop a department using a model",
    params: pathIds({ ...DEPARTMENT_PATH, modelId: "The organization model's id." }),
    answer: {
      status: 200,
      description: "The department with its remaining models.",
      schema: ref("Department"),
      example: { ...DEPARTMENT_EXAMPLE, models: [] },
    },
    refusals: {
      400: BLANK_ID,
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: [
        "No such organization or department, or the model is not assigned to it.",
        modelNotAssigned().errMsgs.join(" "),
      ],
    },
  }),
};
