import { RETENTION_DAYS_RANGE } from "../../core/retention/retention-settings-json.ts";
import { pathIds } from "../api-document/dto-schema.ts";
import { operation } from "../api-document/operation.ts";
import { integer, record } from "../api-document/schema-words.ts";
import {
  MALFORMED,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  UNKNOWN,
} from "../organization/organization-operation.ts";

const { min, max } = RETENTION_DAYS_RANGE;
const SETTINGS = record({
  bodiesDays: integer(
    `Days request and response bodies are kept, ${min} to ${max}; never more than metadataDays.`,
  ),
  metadataDays: integer(
    `Days the rest of each request (who, when, model, tokens, cost) is kept, ${min} to ${max}.`,
  ),
});
const EXAMPLE = { bodiesDays: 90, metadataDays: 400 };
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
    description: "Anyone of the organization may read it.",
    params: ORGANIZATION,
    answer: { status: 200, description: "The organization's retention.", schema: SETTINGS, example: EXAMPLE },
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
