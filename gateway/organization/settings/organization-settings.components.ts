import { component, listOf, orNull, record, text } from "../../api-document/schema-words.ts";

export const ORGANIZATION_SETTINGS = component(
  "OrganizationSettings",
  record(
    {
      embeddingModel: orNull(
        text("The model policy documents are embedded with; null: none, they are searched by words only."),
      ),
      embeddingModels: listOf(text(), "The catalogue's embedding models, to choose from."),
    },
    { description: "Settings of the whole organization." },
  ),
);

export const ORGANIZATION_SETTINGS_EXAMPLE = {
  embeddingModel: "text-embedding-3-small",
  embeddingModels: [
    "mistral-embed",
    "text-embedding-3-large",
    "text-embedding-3-small",
    "text-embedding-ada-002",
  ],
};
