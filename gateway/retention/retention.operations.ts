import { ComplianceFramework } from "../../core/organization/compliance-framework.ts";
import { EU_AI_ACT_METADATA_DAYS } from "../../core/retention/retention-minimum.ts";
import { RETENTION_DAYS_RANGE } from "../../core/retention/retention-settings-json.ts";
import { pathIds } from "../api-document/dto-schema.ts";
import { operation } from "../api-document/operation.ts";
import { integer, listOf, oneOf, orNull, record, text } from "../api-document/schema-words.ts";
import {
  MALFORMED,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  UNKNOWN,
} from "../organization/organization-operation.ts";

const { min, max } = RETENTION_DAYS_RANGE;
const SETTING_FIELDS = {
  bodiesDays: integer(
    `Days request and response bodies are kept, ${min} to ${max}; never more than metadataDays.`,
  ),
  metadataDays: integer(
    `Days the rest of each request (who, when, model, tokens, cost) is kept, ${min} to ${max}.`,
  ),
};
const SETTINGS = record(SETTING_FIELDS);
const EXAMPLE = { bodiesDays: 90, metadataDays: 400 };
const ORGANIZATION_SETTINGS = record({
  ...SETTING_FIELDS,
  minimum: orNull(
    record(
      {
        metadataDays: integer(
          "The least number of days request records are kept, whatever metadataDays says.",
        ),
        framework: oneOf([ComplianceFramework.EU_AI_ACT], "The framework that asks for it."),
        departments: listOf(text(), "The departments that have it on, by name."),
      },
      {
        description:
          `Set when a department has the EU AI Act on: its Art. 19 asks for logs kept at least six months, so ` +
          `the organization's request records are kept at least ${EU_AI_ACT_METADATA_DAYS} days. Null otherwise.`,
      },
    ),
  ),
});
const ORGANIZATION_EXAMPLE = {
  bodiesDays: 30,
  metadataDays: 90,
  minimum: {
    metadataDays: EU_AI_ACT_METADATA_DAYS,
    framework: ComplianceFramework.EU_AI_ACT,
    departments: ["Research"],
  },
};
const BROKEN = [
  "A day count that is not whole or out of range, or bodies kept longer than metadata.",
  "bodiesDays must not be more than metadataDays: bodies are never kept longer than their metadata",
] as const;
const ORGANIZATION = pathIds({ orgId: "The organization's id." });
const SWEEP =
  "Requests older than this are deleted within the hour: whole months at once when past everyone's retention, " +
  "in batches otherwise.";

export const RETENTION_OPERATIONS = {
  personal: operation({
    id: "getRetention",
    summary: "How long your own requests are kept",
    description: "Your traffic outside departments. Never saved: 90 days of bodies, 400 of metadata.",
    tag: "Usage logs",
    access: "session",
    answer: { status: 200, description: "Your retention.", schema: SETTINGS, example: EXAMPLE },
  }),
  savePersonal: operation({
    id: "saveRetention",
    summary: "Change how long your own requests are kept",
    description: SWEEP,
    tag: "Usage logs",
    access: "session",
    body: SETTINGS,
    answer: { status: 200, description: "Your retention as saved.", schema: SETTINGS, example: EXAMPLE },
    refusals: { 400: [...BROKEN] },
  }),
  organization: organizationOperation({
    id: "getOrganizationRetention",
    summary: "How long the organization's department traffic is kept",
    description:
      "Anyone of the organization may read it. Its minimum, when a framework asks for one, wins over a shorter " +
      "metadataDays.",
    params: ORGANIZATION,
    answer: {
      status: 200,
      description: "The organization's retention, and the least its request records are kept.",
      schema: ORGANIZATION_SETTINGS,
      example: ORGANIZATION_EXAMPLE,
    },
    refusals: { 403: OUTSIDER_OR_RANK_TOO_LOW("MEMBER"), 404: UNKNOWN("organization") },
  }),
  saveOrganization: organizationOperation({
    id: "saveOrganizationRetention",
    summary: "Change how long the organization's department traffic is kept",
    description: `The owner and super admins. ${SWEEP}`,
    params: ORGANIZATION,
    body: SETTINGS,
    answer: { status: 200, description: "The retention as saved.", schema: SETTINGS, example: EXAMPLE },
    refusals: {
      400: MALFORMED(BROKEN[1]),
      403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"),
      404: UNKNOWN("organization"),
    },
  }),
};
