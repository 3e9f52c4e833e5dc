import { pathIds } from "../../api-document/dto-schema.ts";
import { checkedByHandler, orNull, ref, text } from "../../api-document/schema-words.ts";
import {
  MALFORMED,
  ORGANIZATION_PATH,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  UNKNOWN,
} from "../organization-operation.ts";
import { ORGANIZATION_SETTINGS_EXAMPLE } from "./organization-settings.components.ts";

const SETTINGS = {
  schema: ref("OrganizationSettings"),
  example: ORGANIZATION_SETTINGS_EXAMPLE,
};

export const ORGANIZATION_SETTINGS_OPERATIONS = {
  read: organizationOperation({
    id: "getOrganizationSettings",
    summary: "The organization's settings",
    description:
      "The embedding model its policy documents are embedded with (text-embedding-3-small until changed, when the " +
      "catalogue has it), and the catalogue's embedding models. Anyone of the organization.",
    params: pathIds(ORGANIZATION_PATH),
    answer: { status: 200, description: "The settings.", ...SETTINGS },
    refusals: { 403: OUTSIDER_OR_RANK_TOO_LOW("MEMBER"), 404: UNKNOWN("organization") },
  }),

  change: organizationOperation({
    id: "updateOrganizationSettings",
    summary: "Change the organization's settings",
    description:
      "Owner and super admins. Documents added afterwards are embedded with the new model; search by meaning uses " +
      "the documents embedded with the current one. Recorded in the audit log (ORGANIZATION_SETTINGS_CHANGED).",
    params: pathIds(ORGANIZATION_PATH),
    body: checkedByHandler({
      embeddingModel: orNull(text("One of embeddingModels, or null for none.")),
    }),
    answer: { status: 200, description: "The settings as saved.", ...SETTINGS },
    refusals: {
      400: MALFORMED(
        "embeddingModel must be one of the catalogue's embedding models (…) or null, not gpt-4o",
      ),
      403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"),
      404: UNKNOWN("organization"),
    },
  }),
};
