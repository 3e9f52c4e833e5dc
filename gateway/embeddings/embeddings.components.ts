import { component, integer, listOf, oneOf, record, text } from "../api-document/schema-words.ts";

export const EMBEDDING_LIST = component(
  "EmbeddingList",
  record(
    {
      object: oneOf(["list"]),
      data: listOf(
        record({
          object: oneOf(["embedding"]),
          index: integer("The input's position."),
          embedding: {
            description:
              "The vector: floats, or with encoding_format base64 their float32 bytes (little-endian).",
            anyOf: [listOf({ type: "number" }), text()],
          },
        }),
      ),
      model: text(),
      provider: text("'Simulated (offline)' when no upstream serves the model."),
      usage: record({ prompt_tokens: integer(), total_tokens: integer() }),
    },
    {
      optional: ["provider"],
      description: "OpenAI's embeddings: one vector per input, in the order given.",
    },
  ),
);

export const EMBEDDING_LIST_EXAMPLE = {
  object: "list",
  data: [{ object: "embedding", index: 0, embedding: [0.0123, -0.0456, 0.0789] }],
  model: "text-embedding-3-small",
  usage: { prompt_tokens: 5, total_tokens: 5 },
};
