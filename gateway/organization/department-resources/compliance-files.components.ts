import {
  component,
  dateTime,
  integer,
  oneOf,
  orNull,
  record,
  text,
} from "../../api-document/schema-words.ts";
import { RANKED_ROLES } from "../organization-schema-words.ts";

export const COMPLIANCE_FILE = component(
  "ComplianceFile",
  record(
    {
      id: text(),
      name: text(),
      filePath: text(),
      chunks: integer(),
      embeddings: integer(),
      lastModifiedByRole: orNull(oneOf(RANKED_ROLES)),
      createdAt: dateTime(),
    },
    { description: "A policy document of a department (never its bytes)." },
  ),
);

export const COMPLIANCE_FILE_EXAMPLE = {
  id: "file-retention",
  name: "Dataretentionpolicy",
  filePath: "organizations/org-1/departments/dep-research/file-retention-Dataretentionpolicy",
  chunks: 4,
  embeddings: 4,
  lastModifiedByRole: "ADMIN",
  createdAt: "2025-03-14T12:00:00.000Z",
};
