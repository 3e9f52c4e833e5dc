import { describe, expect, it } from "vitest";
import { DataResidency } from "../../core/organization/data-residency.ts";
import {
  recordDepartmentSpend,
  seedUserKey,
  signInDepartmentMember,
} from "../chat-completions/chat-completions.test-helper.ts";
import { upstreamWorldOfFile } from "../chat-completions/upstream-world.test-helper.ts";
import { CATALOGUE_CREATED } from "./openai-model.ts";

const US = { region: "US", lmp: 40, renewablePercentage: 30 };
const world = upstreamWorldOfFile(
  [
    { name: "MockAI", models: ["gpt-4o-mini", "gpt-4o"] },
    { name: "EuroHost", models: ["mistral-eu"], region: "EU" },
  ],
  [
    { systemName: "gpt-4o-mini", grid: US },
    { systemName: "gpt-4o", grid: US },
    { systemName: "mistral-eu", provider: "Mistral AI" },
    { systemName: "unserved" },
  ],
);

const get = (path: string, bearer?: string, headers: Record<string, string> = {}) =>
  fetch(`${world.gateway.apiUrl}${path}`, {
    headers: { ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}), ...headers },
  });

const idsOf = async (response: Response) =>
  ((await response.json()) as { data: { id: string }[] }).data.map((model) => model.id);

describe("GET /models", () => {
  it("lists in OpenAI's shape the models a signed-in person may name, Best Available first", async () => {
    const person = await world.gateway.signIn();
    const response = await get("/models", person.idToken);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.object).toBe("list");
    expect(body.data).toEqual([
      { id: "Best Available", object: "model", created: CATALOGUE_CREATED, owned_by: "system" },
      { id: "gpt-4o", object: "model", created: CATALOGUE_CREATED, owned_by: "OpenAI" },
      { id: "gpt-4o-mini", object: "model", created: CATALOGUE_CREATED, owned_by: "OpenAI" },
      { id: "mistral-eu", object: "model", created: CATALOGUE_CREATED, owned_by: "Mistral AI" },
    ]);
  });

  it("answers the holder of an API key as it answers the session", async () => {
    const person = await world.gateway.signIn();
    const key = await seedUserKey(world.gateway.db, person.user);
    expect(await idsOf(await get("/models", key))).toEqual(await idsOf(await get("/models", person.idToken)));
  });

  it("lists for a department's key only its allowed models served within its regions", async () => {
    const { key } = await signInDepartmentMember(world.gateway, {
      allowedModels: ["gpt-4o", "mistral-eu"],
      dataResidency: DataResidency.EU,
    });
    expect(await idsOf(await get("/models", key))).toEqual(["Best Available", "mistral-eu"]);
  });

  it("holds a session asking as a department (x-department-id) to the same policy", async () => {
    const { person, departmentId } = await signInDepartmentMember(world.gateway, {
      allowedModels: ["gpt-4o"],
    });
    const asked = await get("/models", person.idToken, { "x-department-id": departmentId });
    expect(await idsOf(asked)).toEqual(["Best Available", "gpt-4o"]);
  });

  it("still lists the models of a department whose monthly budget is spent: listing costs nothing", async () => {
    const { key, departmentId, person } = await signInDepartmentMember(world.gateway, {
      monthlyBudgetInDollar: 1,
      allowedModels: ["gpt-4o"],
    });
    await recordDepartmentSpend(world.gateway.db, {
      userId: person.uid,
      departmentId,
      totalCost: 2,
      createdAt: new Date().toISOString(),
    });
    expect(await idsOf(await get("/models", key))).toEqual(["Best Available", "gpt-4o"]);
  });

  it("leaves Best Available out when the caller may use no model", async () => {
    const { key } = await signInDepartmentMember(world.gateway, {
      allowedModels: ["gpt-4o"],
      dataResidency: DataResidency.ASIA,
    });
    expect(await idsOf(await get("/models", key))).toEqual([]);
  });

  it("refuses a request without a key, or with a key nobody has, with 401 in OpenAI's shape", async () => {
    const anonymous = await get("/models");
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toMatchObject({ type: "invalid_request_error", code: null });
    const unknown = await get("/models", "mk-nobody-has-this-key");
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({
      errMsgs: ["Invalid API key"],
      error: {
        code: "invalid_api_key",
        message: expect.stringMatching(/^Incorrect API key provided: mk-nob\*+-key\./),
      },
    });
  });
});

describe("GET /models/{model}", () => {
  it("describes a model the caller may name, Best Available too", async () => {
    const person = await world.gateway.signIn();
    const response = await get("/models/gpt-4o-mini", person.idToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: "gpt-4o-mini",
      object: "model",
      created: CATALOGUE_CREATED,
      owned_by: "OpenAI",
    });
    expect(await (await get("/models/Best%20Available", person.idToken)).json()).toMatchObject({
      id: "Best Available",
      owned_by: "system",
    });
  });

  it.each([
    ["unknown", "no-such-model"],
    ["in the catalogue but served by no upstream", "unserved"],
  ])("answers 404 model_not_found for a model %s", async (_, model) => {
    const person = await world.gateway.signIn();
    const response = await get(`/models/${model}`, person.idToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      errMsgs: [`Unknown model: ${model}`],
      message: `Unknown model: ${model}`,
      error: {
        message: `The model \`${model}\` does not exist or you do not have access to it.`,
        type: "invalid_request_error",
        param: null,
        code: "model_not_found",
      },
    });
  });

  it("answers 404 model_not_found for a model the department does not allow or serves outside its regions", async () => {
    const { key } = await signInDepartmentMember(world.gateway, {
      allowedModels: ["gpt-4o", "mistral-eu"],
      dataResidency: DataResidency.EU,
    });
    for (const model of ["gpt-4o-mini", "gpt-4o"]) {
      const response = await get(`/models/${model}`, key);
      expect(response.status, model).toBe(404);
      expect((await response.json()).error.code).toBe("model_not_found");
    }
    expect((await get("/models/mistral-eu", key)).status).toBe(200);
  });

  it("answers a path below a model in OpenAI's shape", async () => {
    const person = await world.gateway.signIn();
    const response = await get("/models/gpt-4o/versions", person.idToken);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatchObject({
      message: "Invalid URL (GET /v1/api/models/gpt-4o/versions)",
      type: "invalid_request_error",
    });
  });
});
