import { ALREADY_IN_ORGANIZATION } from "../../../core/organization/organization-refusals.ts";
import {
  MOBILE_NUMBER_MESSAGE,
  OrganizationRequestDto,
} from "../../../core/organization/organization-request.dto.ts";
import { ORGANIZATION_NOT_IN_TIER } from "../../../core/organization/team-limits.ts";
import { fromDto } from "../../api-document/dto-schema.ts";
import { ref } from "../../api-document/schema-words.ts";
import { MALFORMED, organizationOperation } from "../organization-operation.ts";
import { ORGANIZATION_SUMMARY_EXAMPLE } from "./organization-summary.components.ts";

export const ORGANIZATION_SUMMARY_OPERATIONS = {
  summary: organizationOperation({
    id: "getOrganization",
    summary: "Your organization",
    description:
      'Its counts, recent activities, and your role and departments in it; `{ "id": null }` without one.',
    answer: {
      status: 200,
      description: "Your organization, or { id: null }.",
      schema: {
        anyOf: [ref("OrganizationSummary"), { type: "object", properties: { id: { type: "null" } } }],
      },
      example: ORGANIZATION_SUMMARY_EXAMPLE,
    },
  }),

  request: organizationOperation({
    id: "requestOrganization",
    summary: "Request an organization",
    description:
      "You become its owner; it stays PENDING until the team accepts it. Needs a tier with organizations.",
    body: fromDto(OrganizationRequestDto, {
      omit: ["countryCode"],
      properties: {
        phone: {
          pattern: "^\\+\\d{1,3}[1-9]\\d{8,10}$",
          description: "Country code plus a 9 to 11 digit number not starting with 0, e.g. +14155550142.",
        },
      },
    }),
    answer: {
      status: 201,
      description: "The new organization.",
      schema: ref("OrganizationSummary"),
      example: { ...ORGANIZATION_SUMMARY_EXAMPLE, status: "PENDING" },
    },
    refusals: {
      400: MALFORMED(MOBILE_NUMBER_MESSAGE),
      403: ["Your tier does not include organizations.", ORGANIZATION_NOT_IN_TIER],
      409: ["You already belong to an organization.", ALREADY_IN_ORGANIZATION],
    },
  }),
};
