/** What a catalogue model does, which says the endpoint that serves it. */
export const ModelKind = {
  CHAT: "chat",
  EMBEDDING: "embedding",
} as const;

export type ModelKind = (typeof ModelKind)[keyof typeof ModelKind];

const SERVED_BY: Readonly<Record<ModelKind, string>> = {
  [ModelKind.CHAT]: "a chat model; it is served by POST /chat/completions",
  [ModelKind.EMBEDDING]: "an embedding model; it is served by POST /embeddings",
};

/** Why a request to one endpoint cannot name a model another endpoint serves. */
export function wrongKindRefusal(model: string, kind: ModelKind): string {
  return `${model} is ${SERVED_BY[kind]}.`;
}
