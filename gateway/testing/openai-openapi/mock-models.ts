// A fixed date (2024-07-18), as a unix time: the mock's answers stay the same run after run.
export const MOCK_CREATED = 1_721_260_800;

/** The model an answer reports: a dated version of the one asked for, as OpenAI's answers name it. */
export function mockModelVersion(asked: unknown): string {
  return `${String(asked)}-2024-07-18`;
}

/** One model as OpenAI's `GET /models/{model}` describes it. */
export function mockModel(id: string) {
  return { id, object: "model", created: MOCK_CREATED, owned_by: "mock-upstream" };
}

/** The models the mock serves, as OpenAI's `GET /models` lists them. */
export function mockModelList(ids: readonly string[]) {
  return { object: "list", data: ids.map(mockModel) };
}
