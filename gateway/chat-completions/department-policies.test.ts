import { beforeEach, describe, expect, it } from "vitest";
import { maskApiKey } from "../../core/api-keys/masked-api-key.ts";
import { DataResidency } from "../../core/organization/data-residency.ts";
import {
  askChat,
  question,
  recordDepartmentSpend,
  recordedRows,
  signInDepartmentMember,
} from "./chat-completions.test-helper.ts";
import { upstreamWorldOfFile } from "./upstream-world.test-helper.ts";

const US = { region: "US", lmp: 40, renewablePercentage: 30 };
const world = upstreamWorldOfFile(
  [
    { name: "MockAI", models: ["gpt-4o-mini", "gpt-4o", "mistral-eu"] },
    { name: "EuroHost", models: ["gpt-4o-mini"], region: "EU", answer: "Served in Europe." },
  ],
  [
    { systemName: "gpt-4o-mini", prices: [0.15, 0.6], grid: US },
    { systemName: "gpt-4o", prices: [2.5, 10], grid: US },
    { systemName: "mistral-eu", prices: [2, 6], grid: { region: "EU", lmp: 60, renewablePercentage: 70 } },
  ],
);
beforeEach(() => {
  world.mocks.MockAI.received.length = 0;
});

describe("a department's allowed models", () => {
  it("refuses a model the department was not given, with 403 and the models it may use", async () => {
    const { key } = await signInDepartmentMember(world.gateway, { allowedModels: ["gpt-4o"] });
    const refused = await askChat(world.gateway.apiUrl, key, question("gpt-4o-mini"));
    expect(refused.status).toBe(403);
    const { errMsgs, error } = await refused.json();
    expect(errMsgs[0]).toMatch(
      /^Model gpt-4o-mini is not allowed for the department Research \w+\. Allowed models: gpt-4o\.$/,
    );
    expect(error).toMatchObject({ type: "invalid_request_error", code: "model_not_found" });
    expect((await askChat(world.gateway.apiUrl, key, question("gpt-4o"))).status).toBe(200);
  });

  it("has Best Available choose among them only", async () => {
    const { key } = await signInDepartmentMember(world.gateway, { allowedModels: ["gpt-4o"] });
    const response = await askChat(world.gateway.apiUrl, key, question("Best Available"));
    expect(response.headers.get("x-gateway-model")).toBe("gpt-4o");
  });

  it("leave every model open to a department that was given none", async () => {
    const { key } = await signInDepartmentMember(world.gateway, {});
    expect((await askChat(world.gateway.apiUrl, key, question("gpt-4o-mini"))).status).toBe(200);
  });
});

describe("a department's monthly budget", () => {
  const spend = (departmentId: string, userId: string, totalCost: number, createdAt: string) =>
    recordDepartmentSpend(world.gateway.db, { userId, departmentId, totalCost, createdAt });

  it("refuses requests with 429 insufficient_quota once this month's costs reach it", async () => {
    const { key, departmentId, person } = await signInDepartmentMember(world.gateway, {
      monthlyBudgetInDollar: 5,
    });
    await spend(departmentId, person.uid, 3.2, new Date().toISOString());
    await spend(departmentId, person.uid, 2, new Date().toISOString());
    const response = await askChat(world.gateway.apiUrl, key, question("gpt-4o-mini"));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.json()).toMatchObject({
      errMsgs: ["Monthly budget of the department reached: $5.20 of $5.00 spent this month."],
      error: { type: "insufficient_quota", code: "insufficient_quota" },
    });
    expect(world.mocks.MockAI.received).toHaveLength(0);
  });

  it("counts only this month's costs", async () => {
    const { key, departmentId, person } = await signInDepartmentMember(world.gateway, {
      monthlyBudgetInDollar: 5,
    });
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString();
    await spend(departmentId, person.uid, 100, lastMonth);
    await spend(departmentId, person.uid, 1, now.toISOString());
    expect((await askChat(world.gateway.apiUrl, key, question("gpt-4o-mini"))).status).toBe(200);
  });
});

describe("a department's data residency", () => {
  it("refuses a model served outside its regions, with 403 saying where it is served", async () => {
    const { key } = await signInDepartmentMember(world.gateway, { dataResidency: DataResidency.EU });
    const response = await askChat(world.gateway.apiUrl, key, question("gpt-4o"));
    expect(response.status).toBe(403);
    expect((await response.json()).errMsgs[0]).toMatch(
      /^Data residency: gpt-4o is served in US, outside the regions allowed for the department Research \w+ \(EU\)\.$/,
    );
    expect((await askChat(world.gateway.apiUrl, key, question("mistral-eu"))).status).toBe(200);
  });

  it("sends a model served in several regions to the upstream inside the department's", async () => {
    const { key } = await signInDepartmentMember(world.gateway, { dataResidency: DataResidency.EU });
    const response = await askChat(world.gateway.apiUrl, key, question("gpt-4o-mini"));
    expect(response.headers.get("x-gateway-provider")).toBe("EuroHost");
    expect((await response.json()).choices[0].message.content).toBe("Served in Europe.");
  });

  it("has Best Available choose within the regions, a custom list included", async () => {
    const eu = await signInDepartmentMember(world.gateway, { dataResidency: DataResidency.EU });
    const costWise = { routing_strategy: "Cost" };
    const euChoice = await askChat(
      world.gateway.apiUrl,
      eu.key,
      question("Best Available", undefined, costWise),
    );
    expect(euChoice.headers.get("x-gateway-provider")).toBe("EuroHost");
    const custom = await signInDepartmentMember(world.gateway, {
      dataResidency: DataResidency.CUSTOM,
      customRegions: ["US"],
    });
    const usChoice = await askChat(
      world.gateway.apiUrl,
      custom.key,
      question("Best Available", undefined, costWise),
    );
    expect(usChoice.headers.get("x-gateway-model")).toBe("gpt-4o-mini");
    expect(usChoice.headers.get("x-gateway-provider")).toBe("MockAI");
  });
});

describe("the record of a department user's request", () => {
  it("names the organization, department, department user and key it was made with", async () => {
    const member = await signInDepartmentMember(world.gateway, {});
    await askChat(world.gateway.apiUrl, member.key, question("gpt-4o-mini"));
    const [row] = await recordedRows(world.gateway.db, member.person.uid);
    expect(row).toMatchObject({
      apikey: maskApiKey(member.key),
      organizationId: member.organizationId,
      departmentId: member.departmentId,
      departmentUserId: member.departmentUserId,
      apiKeyId: member.apiKeyId,
    });
  });
});
