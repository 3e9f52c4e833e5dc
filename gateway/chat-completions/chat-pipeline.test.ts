import { describe, expect, it } from "vitest";
import { KeyOnRecordMother } from "../../core/api-keys/key-on-record.mother.ts";
import { maskApiKey } from "../../core/api-keys/masked-api-key.ts";
import { DEPARTMENT_HEADER } from "../../core/chat-completions/chat-completion-headers.ts";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import { PLAYGROUND_KEY } from "../../core/usage-logs/usage-log-rules.ts";
import type { KeyOwner } from "../api-keys/api-key-directory.ts";
import { INSUFFICIENT_QUOTA, MODEL_NOT_FOUND } from "../server/openai-refusals.ts";
import { INVALID_API_KEY } from "./authenticate-caller.ts";
import { chatHistoryRowOf, GATEWAY_VENDOR } from "./chat-history.repository.ts";
import {
  ADA,
  answeringProvider,
  ask,
  chatModel,
  failingProvider,
  type PipelineData,
  type StandInPipeline,
  standInPipeline,
} from "./chat-pipeline.test-helper.ts";
import type { CompletionProvider } from "./completion-provider.ts";
import type { DepartmentPolicy } from "./department-policy.ts";
import type { CatalogueModel } from "./model-catalogue.ts";
import type { ServingRoute } from "./upstream-registry.ts";

const NOW = Date.UTC(2025, 5, 15, 12);
const RESEARCH = { organizationId: "org-meridian", departmentId: "dep-research", departmentUserId: "du-ada" };
const PERSONAL_KEY = "sk-ada-personal";
const DEPARTMENT_KEY = "sk-ada-research";
const KEYS = new Map<string, KeyOwner>([
  [
    PERSONAL_KEY,
    {
      user: ADA,
      apiKeyId: "key-personal",
      department: null,
      key: KeyOnRecordMother.active({ id: "key-personal", maskedValue: maskApiKey(PERSONAL_KEY) }),
    },
  ],
  [
    DEPARTMENT_KEY,
    {
      user: ADA,
      apiKeyId: "key-research",
      department: RESEARCH,
      key: KeyOnRecordMother.active({ id: "key-research", maskedValue: maskApiKey(DEPARTMENT_KEY) }),
    },
  ],
]);
const ADA_SESSION = "header.payload.signature";
const QUESTION = {
  model: "gpt-test",
  messages: [{ role: "user", content: "What is the capital of France?" }],
};
const USAGE = { prompt_tokens: 1000, completion_tokens: 500, total_tokens: 1500 };

function researchPolicy(rules: Partial<DepartmentPolicy>): DepartmentPolicy {
  return {
    departmentId: RESEARCH.departmentId,
    departmentName: "Research",
    piiHandling: PiiHandling.NONE,
    piiEntities: [],
    allowedModels: null,
    regions: null,
    monthlyBudgetInDollar: null,
    customModels: [],
    ...rules,
  };
}

/** A pipeline whose catalogue holds these models, each served by these providers in turn. */
function pipelineServing(
  served: readonly (readonly [CatalogueModel, ...CompletionProvider[]])[],
  more: Partial<PipelineData> = {},
): StandInPipeline {
  const routes = new Map<string, ServingRoute[]>(
    served.map(([model, ...providers]) => [
      model.systemName,
      providers.map((provider) => ({
        provider,
        modelName: model.nameInProvider,
        region: "EU",
        upstream: null,
      })),
    ]),
  );
  return standInPipeline({ keys: KEYS, models: served.map(([model]) => model), routes, now: NOW, ...more });
}

function loggedRows(pipeline: StandInPipeline) {
  return pipeline.recorded.map((recorded) => (recorded ? chatHistoryRowOf(recorded) : null));
}

describe("the chat pipeline, on stand-in ports (no database, no HTTP)", () => {
  it("answers with the model's provider and logs the request under its key, with its tokens and cost", async () => {
    const provider = answeringProvider("upstream-a", "Paris.", USAGE);
    const pipeline = pipelineServing([[chatModel("gpt-test", [2, 8]), provider]]);

    const { reply, refusal } = await ask(pipeline, PERSONAL_KEY, QUESTION);

    expect(refusal).toBeNull();
    expect(reply.sent).toMatchObject({
      "x-gateway-model": "gpt-test",
      "x-gateway-provider": "upstream-a",
      "x-gateway-routing-reason": "requested model",
    });
    expect(JSON.parse(await reply.body()).choices[0].message.content).toBe("Paris.");
    expect(provider.calls).toEqual([
      expect.objectContaining({ model: "gpt-test-upstream", messages: QUESTION.messages }),
    ]);
    const [row] = loggedRows(pipeline);
    expect(row).toMatchObject({
      userId: "user-ada",
      apikey: maskApiKey(PERSONAL_KEY),
      apiKeyId: "key-personal",
      departmentId: null,
      model: "gpt-test",
      servedModel: "gpt-test",
      vendor: "upstream-a Inc.",
      statusCode: 200,
      tokensIn: 1000,
      tokensOut: 500,
      responseContent: "Paris.",
      createdAt: new Date(NOW).toISOString(),
    });
    // $2 per million tokens in, $8 per million out.
    expect(row?.totalCost).toBeCloseTo(0.002 + 0.004, 12);
  });

  it("refuses a key nobody owns with 401 and asks no provider; nothing is logged, there is nobody to list it for", async () => {
    const provider = answeringProvider("upstream-a", "Paris.", USAGE);
    const pipeline = pipelineServing([[chatModel("gpt-test", [2, 8]), provider]]);

    const { refusal } = await ask(pipeline, "sk-nobody-has-this-key", QUESTION);

    expect(refusal).toMatchObject({ statusCode: 401, message: INVALID_API_KEY });
    expect(provider.calls).toEqual([]);
    expect(pipeline.recorded).toEqual([null]);
  });

  it("answers a model the catalogue does not have 404 model_not_found, logged under the caller", async () => {
    const pipeline = pipelineServing([
      [chatModel("gpt-test", [2, 8]), answeringProvider("a", "Paris.", USAGE)],
    ]);

    const { refusal } = await ask(pipeline, PERSONAL_KEY, { ...QUESTION, model: "gpt-nowhere" });

    expect(refusal?.statusCode).toBe(404);
    expect(refusal?.detail.code).toBe(MODEL_NOT_FOUND);
    expect(loggedRows(pipeline)).toEqual([
      expect.objectContaining({
        apikey: maskApiKey(PERSONAL_KEY),
        model: "gpt-nowhere",
        servedModel: null,
        vendor: GATEWAY_VENDOR,
        statusCode: 404,
        error: "Unknown model: gpt-nowhere",
        totalCost: 0,
      }),
    ]);
  });

  it("refuses a department's key once its budget for the month is spent, read at the clock's time, before any provider is asked", async () => {
    const provider = answeringProvider("upstream-a", "Paris.", USAGE);
    const pipeline = pipelineServing([[chatModel("gpt-test", [2, 8]), provider]], {
      policies: [researchPolicy({ monthlyBudgetInDollar: 50 })],
      spent: new Map([[RESEARCH.departmentId, 50]]),
    });

    const { refusal } = await ask(pipeline, DEPARTMENT_KEY, QUESTION);

    expect(refusal).toMatchObject({
      statusCode: 429,
      message: "Monthly budget of the department reached: $50.00 of $50.00 spent this month.",
    });
    expect(refusal?.detail.code).toBe(INSUFFICIENT_QUOTA);
    expect(pipeline.spendAskedAt).toEqual([{ departmentId: RESEARCH.departmentId, now: NOW }]);
    expect(provider.calls).toEqual([]);
    expect(loggedRows(pipeline)).toEqual([
      expect.objectContaining({
        apikey: maskApiKey(DEPARTMENT_KEY),
        departmentId: RESEARCH.departmentId,
        statusCode: 429,
      }),
    ]);
  });

  it("refuses a model the department was not given with 403, naming the ones it may use", async () => {
    const pipeline = pipelineServing(
      [
        [chatModel("gpt-test", [2, 8]), answeringProvider("a", "Paris.", USAGE)],
        [chatModel("gpt-given", [1, 2]), answeringProvider("b", "Paris.", USAGE)],
      ],
      { policies: [researchPolicy({ allowedModels: new Set(["gpt-given"]) })] },
    );

    const { refusal } = await ask(pipeline, DEPARTMENT_KEY, QUESTION);

    expect(refusal).toMatchObject({
      statusCode: 403,
      message: "Model gpt-test is not allowed for the department Research. Allowed models: gpt-given.",
    });
  });

  it("hands the provider the prompt with the personal data the department blocks taken out, and logs it so", async () => {
    const provider = answeringProvider("upstream-a", "Done.", USAGE);
    const pipeline = pipelineServing([[chatModel("gpt-test", [2, 8]), provider]], {
      policies: [researchPolicy({ piiHandling: PiiHandling.ANONYMIZE, monthlyBudgetInDollar: 50 })],
      spent: new Map([[RESEARCH.departmentId, 49.99]]),
    });
    const question = {
      model: "gpt-test",
      messages: [{ role: "user", content: "Email jo@example.org the plan." }],
    };

    const { refusal } = await ask(pipeline, DEPARTMENT_KEY, question);

    expect(refusal).toBeNull();
    expect(provider.calls[0]?.messages).toEqual([
      { role: "user", content: "Email <EMAIL_ADDRESS> the plan." },
    ]);
    const [row] = loggedRows(pipeline);
    expect(row).toMatchObject({
      organizationId: RESEARCH.organizationId,
      departmentId: RESEARCH.departmentId,
      departmentUserId: RESEARCH.departmentUserId,
      query: "Email <EMAIL_ADDRESS> the plan.",
    });
    expect(row?.requestContent).not.toContain("jo@example.org");
  });

  it("tries the model's next provider when the first cannot be reached, and says which one served", async () => {
    const down = failingProvider("upstream-a", "upstream-a is unreachable");
    const up = answeringProvider("upstream-b", "Paris.", USAGE);
    const pipeline = pipelineServing([[chatModel("gpt-test", [2, 8]), down, up]]);

    const { reply, refusal } = await ask(pipeline, PERSONAL_KEY, QUESTION);

    expect(refusal).toBeNull();
    expect(down.calls).toHaveLength(1);
    expect(reply.sent["x-gateway-provider"]).toBe("upstream-b");
    expect(loggedRows(pipeline)).toEqual([
      expect.objectContaining({ vendor: "upstream-b Inc.", statusCode: 200, tokensOut: 500 }),
    ]);
  });

  it("answers the first provider's failure 502 in its words when the client sent ensure_success: false", async () => {
    const down = failingProvider("upstream-a", "upstream-a is unreachable");
    const up = answeringProvider("upstream-b", "Paris.", USAGE);
    const pipeline = pipelineServing([[chatModel("gpt-test", [2, 8]), down, up]]);

    const { refusal } = await ask(pipeline, PERSONAL_KEY, QUESTION, { ensure_success: "false" });

    expect(refusal).toMatchObject({ statusCode: 502, message: "upstream-a is unreachable" });
    expect(up.calls).toEqual([]);
    expect(loggedRows(pipeline)).toEqual([
      expect.objectContaining({
        vendor: "upstream-a Inc.",
        statusCode: 502,
        error: "upstream-a is unreachable",
      }),
    ]);
  });

  it("streams the answer as server-sent events and logs the usage the stream reported", async () => {
    const pipeline = pipelineServing([
      [chatModel("gpt-test", [2, 8]), answeringProvider("a", "Paris.", USAGE)],
    ]);

    const { reply } = await ask(pipeline, PERSONAL_KEY, { ...QUESTION, stream: true });

    expect(reply.contentType).toBe("text/event-stream");
    const events = await reply.body();
    expect(events).toContain('"content":"Paris."');
    expect(events.endsWith("data: [DONE]\n\n")).toBe(true);
    expect(loggedRows(pipeline)).toEqual([
      expect.objectContaining({
        isStream: true,
        tokensIn: 1000,
        tokensOut: 500,
        usageEstimated: false,
        responseContent: "Paris.",
      }),
    ]);
  });

  it("lets Best Available with the Cost strategy pick the cheapest model, and logs the strategy", async () => {
    const pipeline = pipelineServing([
      [chatModel("gpt-dear", [5, 15]), answeringProvider("a", "Paris.", USAGE)],
      [chatModel("gpt-cheap", [0.1, 0.4]), answeringProvider("b", "Paris.", USAGE)],
    ]);

    const { reply } = await ask(pipeline, PERSONAL_KEY, {
      ...QUESTION,
      model: "Best Available",
      routing_strategy: "Cost",
    });

    expect(reply.sent["x-gateway-model"]).toBe("gpt-cheap");
    expect(loggedRows(pipeline)).toEqual([
      expect.objectContaining({ model: "Best Available", servedModel: "gpt-cheap", routingStrategy: "Cost" }),
    ]);
  });

  it("logs a signed-in person asking as their department under the playground key and that department", async () => {
    const pipeline = pipelineServing(
      [[chatModel("gpt-test", [2, 8]), answeringProvider("a", "Paris.", USAGE)]],
      {
        sessions: new Map([[ADA_SESSION, ADA]]),
        memberships: [{ ...RESEARCH, userId: ADA.id }],
        policies: [researchPolicy({})],
      },
    );

    const { refusal } = await ask(pipeline, ADA_SESSION, QUESTION, {
      [DEPARTMENT_HEADER]: RESEARCH.departmentId,
    });

    expect(refusal).toBeNull();
    expect(loggedRows(pipeline)).toEqual([
      expect.objectContaining({
        apikey: PLAYGROUND_KEY,
        apiKeyId: null,
        departmentId: RESEARCH.departmentId,
        statusCode: 200,
      }),
    ]);
  });

  it("refuses a signed-in person asking as a department they do not belong to with 403", async () => {
    const pipeline = pipelineServing(
      [[chatModel("gpt-test", [2, 8]), answeringProvider("a", "Paris.", USAGE)]],
      {
        sessions: new Map([[ADA_SESSION, ADA]]),
      },
    );

    const { refusal } = await ask(pipeline, ADA_SESSION, QUESTION, { [DEPARTMENT_HEADER]: "dep-elsewhere" });

    expect(refusal?.statusCode).toBe(403);
  });
});
