// A fixed date (2024-07-18), as a unix time: the mock's answers stay the same run after run.
const CREATED = 1_721_260_800;

/** One model as OpenAI's `GET /models/{model}` describes it. */
export function mockModel(id: string) {
  return { id, object: "model", created: CREATED, owned_by: "mock-upstream" };
}

/** The models the mock serves, as OpenAI's `GET /models` lists them. */
export function mockModelList(ids: readonly string[]) {
  return { object: "list", data: ids.map(mockModel) };
}
