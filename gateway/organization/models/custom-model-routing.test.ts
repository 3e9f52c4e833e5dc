import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEPARTMENT_HEADER } from "../../../core/chat-completions/chat-completion-headers.ts";
import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import {
  askChat,
  type DepartmentKey,
  question,
  recordedRows,
  seedDepartmentKey,
  seedUserKey,
} from "../../chat-completions/chat-completions.test-helper.ts";
import { type MockOpenAiUpstream, startMockOpenAiUpstream } from "../../testing/mock-openai-upstream.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../../testing/test-gateway.ts";
import { organizationModels, organizationRoles } from "../organization.schema.ts";
import { callsTo } from "../testing/organization-calls.test-helper.ts";

const MODEL = "guard-7b";
const KEY = "sk-guard-secret-0123456789";
const PRICES = { in: 2, out: 4 };

let gateway: TestGateway;
let upstream: MockOpenAiUpstream;
let owner: SignedInPerson;
let department: DepartmentKey;
let modelId: string;
let call: ReturnType<typeof callsTo>;

beforeAll(async () => {
  upstream = await startMockOpenAiUpstream({ models: [MODEL, "guard-13b"], answer: "Allowed." });
  gateway = await startTestGateway();
  call = callsTo(gateway);
  owner = await gateway.signIn();
  department = await seedDepartmentKey(gateway.db, owner.user);
  await gateway.db.insert(organizationRoles).values({
    id: `role-${department.organizationId}`,
    organizationId: department.organizationId,
    userId: owner.user.id,
    role: OrganizationRole.OWNER,
  });
  const added = await call(owner, "POST", `/organization/${department.organizationId}/models`, {
    type: "CUSTOM",
    name: MODEL,
    provider: "vLLM",
    accessType: "PRIVATE",
    deploymentRegion: "US",
    gridNodeId: "node-pjm-dom",
    dedicatedUrl: upstream.baseUrl,
    customModelApikey: KEY,
    tokenInPricePerMillionTokens: PRICES.in,
    tokenOutPricePerMillionTokens: PRICES.out,
  });
  expect(added.status).toBe(201);
  modelId = added.body.id;
  const assigned = await call(
    owner,
    "POST",
    `/organization/${department.organizationId}/departments/${department.departmentId}/models`,
    { organizationModelId: modelId },
  );
  expect(assigned.status).toBe(201);
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const lastChatCall = () => upstream.received.findLast((request) => request.path === "/v1/chat/completions");

describe("an organization's custom model", () => {
  it("answers its department's key from its own URL, with its own key, costed at the prices it was added with", async () => {
    const response = await askChat(gateway.apiUrl, department.key, question(MODEL));
    expect(response.status).toBe(200);
    expect((await response.json()).choices[0].message.content).toBe("Allowed.");
    expect(lastChatCall()).toMatchObject({ authorization: `Bearer ${KEY}`, body: { model: MODEL } });
    const [row] = await recordedRows(gateway.db, owner.user.id);
    expect(row).toMatchObject({
      model: MODEL,
      vendor: "vLLM",
      departmentId: department.departmentId,
      statusCode: 200,
    });
    expect(row?.tokensIn).toBeGreaterThan(0);
    expect(row?.totalCost).toBeCloseTo(
      ((row?.tokensIn ?? 0) * PRICES.in + (row?.tokensOut ?? 0) * PRICES.out) / 1_000_000,
      12,
    );
  });

  it("answers the session asking as the department (the playground's x-department-id), streamed too", async () => {
    const response = await askChat(
      gateway.apiUrl,
      owner.idToken,
      question(MODEL, "Stream it", { stream: true }),
      {
        [DEPARTMENT_HEADER]: department.departmentId,
      },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("data: [DONE]");
  });

  it("shows in the department's report and in the models its key may name", async () => {
    await recordedRows(gateway.db, owner.user.id, 2);
    const report = await call(
      owner,
      "GET",
      `/organization/${department.organizationId}/requests?departmentIds=${department.departmentId}`,
    );
    expect(report.status).toBe(200);
    expect(report.body.items.map((item: { model: string }) => item.model)).toContain(MODEL);
    const listed = await fetch(`${gateway.apiUrl}/models`, {
      headers: { Authorization: `Bearer ${department.key}` },
    });
    expect(
      ((await listed.json()).data as { id: string; owned_by: string }[]).find((model) => model.id === MODEL),
    ).toEqual(expect.objectContaining({ owned_by: "vLLM" }));
  });

  it("is not found for anyone asking outside the department: a personal key, a bare session, another department", async () => {
    const outsider = await gateway.signIn();
    const otherDepartment = await seedDepartmentKey(gateway.db, outsider.user);
    const callers = [
      [await seedUserKey(gateway.db, owner.user), {}],
      [owner.idToken, {}],
      [otherDepartment.key, {}],
      [outsider.idToken, { [DEPARTMENT_HEADER]: otherDepartment.departmentId }],
    ] as const;
    const before = upstream.received.length;
    for (const [bearer, headers] of callers) {
      const response = await askChat(gateway.apiUrl, bearer, question(MODEL), headers);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toMatchObject({
        code: "model_not_found",
        type: "invalid_request_error",
      });
    }
    expect(upstream.received.length).toBe(before);
  });

  it("keeps its key sealed in the database and shows it masked", async () => {
    const [stored] = await gateway.db
      .select()
      .from(organizationModels)
      .where(eq(organizationModels.id, modelId));
    expect(stored?.customModelApikey).toMatch(/^sealed:v1:/);
    expect(JSON.stringify(stored)).not.toContain(KEY);
    const listed = await call(owner, "GET", `/organization/${department.organizationId}/models`);
    const shown = listed.body.find((model: { id: string }) => model.id === modelId);
    expect(shown).toMatchObject({
      customModelApikey: `••••${KEY.slice(-4)}`,
      tokenInPricePerMillionTokens: PRICES.in,
      tokenOutPricePerMillionTokens: PRICES.out,
    });
  });
});

describe("a custom model's connection test", () => {
  const test = (body: object) =>
    call(owner, "POST", `/organization/${department.organizationId}/models/connection-test`, body);

  it("reaches the upstream with the key typed and finds the model among those it lists", async () => {
    const tested = await test({ dedicatedUrl: upstream.baseUrl, customModelApikey: KEY, name: MODEL });
    expect(tested).toEqual({
      status: 200,
      body: {
        reachable: true,
        status: 200,
        message: "The custom model's server answered 200 and lists 2 models",
        models: [MODEL, "guard-13b"],
        modelListed: true,
      },
    });
    expect(upstream.received.at(-1)).toMatchObject({
      method: "GET",
      path: "/v1/models",
      authorization: `Bearer ${KEY}`,
    });
  });

  it("of a model already added uses its stored key, opened from its sealed form", async () => {
    const tested = await call(
      owner,
      "POST",
      `/organization/${department.organizationId}/models/${modelId}/connection-test`,
    );
    expect(tested.body).toMatchObject({ reachable: true, modelListed: true });
    expect(upstream.received.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
  });

  it("says what the upstream answered when it refuses", async () => {
    upstream.behave({ failWithStatus: 401 });
    try {
      const tested = await test({ dedicatedUrl: upstream.baseUrl, customModelApikey: "sk-wrong" });
      expect(tested.body).toMatchObject({ reachable: false, status: 401, models: [], modelListed: null });
      expect(tested.body.message).toMatch(/answered 401/);
    } finally {
      upstream.behave({ failWithStatus: null });
    }
  });

  it("does not call a private address, and says so", async () => {
    const before = upstream.received.length;
    const tested = await test({ dedicatedUrl: "http://10.0.0.5/v1", name: MODEL });
    expect(tested.body).toEqual({
      reachable: false,
      status: null,
      message:
        "The custom model's server was not called: The host 10.0.0.5 is a private address, which the gateway does not call",
      models: [],
      modelListed: null,
    });
    expect(upstream.received.length).toBe(before);
  });

  it("refuses a body without a URL, changing nothing", async () => {
    const tested = await test({ customModelApikey: KEY });
    expect(tested.status).toBe(400);
    expect(tested.body.errMsgs.join(" ")).toMatch(/dedicatedUrl/);
  });
});
