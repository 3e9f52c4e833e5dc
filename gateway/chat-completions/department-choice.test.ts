import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOT_IN_DEPARTMENT } from "../../core/organization/organization-permissions.ts";
import { DepartmentRole } from "../../core/organization/organization-role.ts";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import { departmentUsers } from "../organization/organization.schema.ts";
import { NOT_THE_KEYS_DEPARTMENT } from "./asked-department.ts";
import {
  askChat,
  question,
  recordedRows,
  seedDepartmentKey,
  seedUserKey,
  signInDepartmentMember,
} from "./chat-completions.test-helper.ts";
import { chatHistory } from "./chat-history.schema.ts";
import { upstreamWorldOfFile } from "./upstream-world.test-helper.ts";

const world = upstreamWorldOfFile(
  [{ name: "MockAI", models: ["gpt-4o-mini", "gpt-4o"] }],
  [{ systemName: "gpt-4o-mini" }, { systemName: "gpt-4o" }],
);
const asDepartment = (departmentId: string) => ({ "x-department-id": departmentId });

function forwardedUserMessage(): string | undefined {
  const messages = (world.mocks.MockAI.received.at(-1)?.body.messages ?? []) as {
    role: string;
    content: string;
  }[];
  return messages.findLast((message) => message.role === "user")?.content;
}

describe("a signed-in person asking as one of their departments (x-department-id)", () => {
  it("is held to its PII handling and recorded under it, so the organization's report lists them", async () => {
    const member = await signInDepartmentMember(world.gateway, { piiHandling: PiiHandling.PSEUDONYMIZE });
    // An admin of the department, who may read its report.
    await world.gateway.db
      .update(departmentUsers)
      .set({ role: DepartmentRole.ADMIN })
      .where(eq(departmentUsers.id, member.departmentUserId));
    const asked = await askChat(
      world.gateway.apiUrl,
      member.person.idToken,
      question("gpt-4o-mini", "Write to ada@example.com"),
      asDepartment(member.departmentId),
    );
    expect(asked.status).toBe(200);
    expect(forwardedUserMessage()).toBe("Write to <EMAIL_ADDRESS_1>");
    const [row] = await recordedRows(world.gateway.db, member.person.uid);
    expect(row).toMatchObject({
      apikey: "playground",
      apiKeyId: null,
      organizationId: member.organizationId,
      departmentId: member.departmentId,
      departmentUserId: member.departmentUserId,
      query: "Write to <EMAIL_ADDRESS_1>",
    });
    const report = await fetch(
      `${world.gateway.apiUrl}/organization/${member.organizationId}/requests?departmentIds=${member.departmentId}&page=1&limit=10`,
      { headers: member.person.headers },
    );
    expect(report.status).toBe(200);
    const { items } = await report.json();
    expect(items).toHaveLength(1);
    expect(items[0].apikey.departmentUser.user).toEqual({
      id: member.person.uid,
      email: member.person.email,
    });
  });

  it("is held to its allowed models and budget, with a personal key as with the session", async () => {
    const member = await signInDepartmentMember(world.gateway, {
      allowedModels: ["gpt-4o"],
      monthlyBudgetInDollar: 1,
    });
    const personalKey = await seedUserKey(world.gateway.db, member.person.user);
    const headers = asDepartment(member.departmentId);
    const refusedModel = await askChat(world.gateway.apiUrl, personalKey, question("gpt-4o-mini"), headers);
    expect(refusedModel.status).toBe(403);
    expect((await refusedModel.json()).errMsgs[0]).toMatch(
      /^Model gpt-4o-mini is not allowed for the department/,
    );
    expect((await askChat(world.gateway.apiUrl, personalKey, question("gpt-4o"), headers)).status).toBe(200);
    await world.gateway.db.insert(chatHistory).values({
      id: `req-${crypto.randomUUID()}`,
      userId: member.person.uid,
      departmentId: member.departmentId,
      vendor: "MockAI",
      model: "gpt-4o",
      statusCode: 200,
      totalCost: 1.5,
    });
    const overBudget = await askChat(
      world.gateway.apiUrl,
      member.person.idToken,
      question("gpt-4o"),
      headers,
    );
    expect(overBudget.status).toBe(429);
    // Without the header the same person asks for themselves: no department policy applies.
    expect((await askChat(world.gateway.apiUrl, personalKey, question("gpt-4o-mini"))).status).toBe(200);
  });

  it.each([
    ["a department they do not belong to", "other"],
    ["a department that does not exist", "dep-nowhere"],
    ["no department at all (an empty header)", ""],
  ])("is refused with 403 for %s", async (_, which) => {
    const member = await signInDepartmentMember(world.gateway, {});
    const outsider = await world.gateway.signIn();
    const other = await seedDepartmentKey(world.gateway.db, outsider.user);
    const departmentId = which === "other" ? other.departmentId : which;
    const refused = await askChat(
      world.gateway.apiUrl,
      member.person.idToken,
      question("gpt-4o-mini"),
      asDepartment(departmentId),
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).errMsgs).toEqual([NOT_IN_DEPARTMENT]);
  });
});

describe("a department user's key naming a department", () => {
  it("may name its own department, and is refused with 400 for another", async () => {
    const member = await signInDepartmentMember(world.gateway, {});
    const other = await seedDepartmentKey(world.gateway.db, (await world.gateway.signIn()).user);
    const own = await askChat(
      world.gateway.apiUrl,
      member.key,
      question("gpt-4o-mini"),
      asDepartment(member.departmentId),
    );
    expect(own.status).toBe(200);
    const refused = await askChat(
      world.gateway.apiUrl,
      member.key,
      question("gpt-4o-mini"),
      asDepartment(other.departmentId),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).errMsgs).toEqual([NOT_THE_KEYS_DEPARTMENT]);
  });
});

describe("the dashboard's origin", () => {
  it("may send x-department-id (CORS)", async () => {
    const preflight = await fetch(`${world.gateway.apiUrl}/chat/completions`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type,x-department-id",
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-department-id");
  });
});
