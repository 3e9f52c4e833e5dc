import { COMPLIANCE_FILE_STATUSES } from "../../../core/organization/compliance-file-status.ts";
import {
  component,
  dateTime,
  decimal,
  integer,
  listOf,
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
      filePath: text("Its storage path, or the URL it was fetched from."),
      status: oneOf(
        COMPLIANCE_FILE_STATUSES,
        "PENDING until read and embedded (after the upload answers), INDEXED once done, FAILED with statusReason.",
      ),
      statusReason: orNull(text("Why it failed, in words for the person who added it; null unless FAILED.")),
      sizeBytes: integer("The document's size in bytes."),
      chunks: integer("Passages counted from the document's text; 0 until it is read."),
      embeddings: integer(
        "Passages embedded; 0 until embedded, or when the organization has no embedding model.",
      ),
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
  status: "INDEXED",
  statusReason: null,
  sizeBytes: 48213,
  chunks: 4,
  embeddings: 4,
  lastModifiedByRole: "ADMIN",
  createdAt: "2025-03-14T12:00:00.000Z",
};

export const POLICY_SEARCH = component(
  "PolicySearch",
  record(
    {
      by: oneOf(["meaning", "words"], "meaning: by the indexed files' vectors; words: by the query's words."),
      passages: listOf(
        record({
          fileId: text(),
          fileName: text(),
          chunk: integer("The passage's position in its file, from 1."),
          text: text("The passage's text, as read from the document."),
          score: decimal("Cosine similarity by meaning; by words, the share of the query's words it holds."),
        }),
        "At most 10, best first.",
      ),
    },
    { description: "Passages of a department's policy documents matching a query." },
  ),
);

export const POLICY_SEARCH_EXAMPLE = {
  by: "meaning",
  passages: [
    {
      fileId: "file-retention",
      fileName: "Dataretentionpolicy",
      chunk: 2,
      text: "Prompts are kept for 30 days, then deleted.",
      score: 0.8731,
    },
  ],
};
