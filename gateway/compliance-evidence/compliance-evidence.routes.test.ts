import { createHash, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EVIDENCE_FILES } from "../../core/compliance-evidence/evidence-file-names.ts";
import { monthOf } from "../../core/compliance-evidence/evidence-period.ts";
import { DataResidency } from "../../core/organization/data-residency.ts";
import { OrganizationRole } from "../../core/organization/organization-role.ts";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import {
  askChat,
  question,
  recordDepartmentSpend,
  recordedRows,
  signInDepartmentMember,
} from "../chat-completions/chat-completions.test-helper.ts";
import { upstreamWorldOfFile } from "../chat-completions/upstream-world.test-helper.ts";
import { organizationRoles } from "../organization/organization.schema.ts";
import { downloadEvidence } from "./evidence-download.test-helper.ts";

const world = upstreamWorldOfFile(
  [
    { name: "MockAI", models: ["gpt-4o"] },
    { name: "EuroHost", models: ["mistral-eu"], region: "EU", answer: "Served in Europe." },
  ],
  [
    { systemName: "gpt-4o", prices: [2.5, 10], grid: { region: "US", lmp: 40, renewablePercentage: 30 } },
    { systemName: "mistral-eu", prices: [2, 6], grid: { region: "EU", lmp: 60, renewablePercentage: 70 } },
  ],
);
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const MONTH = monthOf(new Date());
const PERSONAL = "Write to ada@example.com and bob@example.com about the audit.";

/**
 * A department held to the EU, a $5 budget and Mask PII, owned by the member who sends its traffic: one answered
 * request carrying two e-mail addresses, one refused by residency, spend that fills the budget, one refused by it.
 */
async function departmentWithTraffic() {
  const member = await signInDepartmentMember(world.gateway, {
    dataResidency: DataResidency.EU,
    monthlyBudgetInDollar: 5,
    piiHandling: PiiHandling.PSEUDONYMIZE,
  });
  const { db, apiUrl } = world.gateway;
  await db.insert(organizationRoles).values({
    id: `role-${randomUUID()}`,
    organizationId: member.organizationId,
    userId: member.person.uid,
    role: OrganizationRole.OWNER,
  });
  const statuses = [];
  statuses.push((await askChat(apiUrl, member.key, question("mistral-eu", PERSONAL))).status);
  statuses.push((await askChat(apiUrl, member.key, question("gpt-4o"))).status);
  await recordedRows(db, member.person.uid, 2);
  await recordDepartmentSpend(db, {
    userId: member.person.uid,
    organizationId: member.organizationId,
    departmentId: member.departmentId,
    totalCost: 6,
    createdAt: new Date().toISOString(),
  });
  statuses.push((await askChat(apiUrl, member.key, question("mistral-eu"))).status);
  const rows = await recordedRows(db, member.person.uid, 4);
  const path = `/organization/${member.organizationId}/departments/${member.departmentId}`;
  return { ...member, statuses, rows, path };
}

describe("a department's compliance evidence, downloaded from the gateway", () => {
  it("holds the month's requests as they were logged, answered and refused, with a manifest that matches", async () => {
    const { statuses, rows, path, person, departmentId } = await departmentWithTraffic();
    expect(statuses).toEqual([200, 403, 429]);

    const answer = await downloadEvidence(world.gateway, person, path, `period=${MONTH}`);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe("application/zip");
    expect(answer.contentDisposition).toBe(
      `attachment; filename="evidence-research-${departmentId.slice(4)}-${MONTH}.zip"`,
    );
    const requests = JSON.parse(answer.files[EVIDENCE_FILES.requestsJson]);
    expect(
      requests.map((request: { id: string; statusCode: number }) => [request.id, request.statusCode]),
    ).toEqual(rows.map((row) => [row.id, row.statusCode]));
    expect(requests.map((request: { statusCode: number }) => request.statusCode)).toEqual([
      200, 403, 200, 429,
    ]);
    expect(requests[0]).toMatchObject({
      userEmail: person.email,
      model: "mistral-eu",
      servedModel: "mistral-eu",
    });
    expect(requests.every((request: object) => !("bodies" in request))).toBe(true);

    const manifest = JSON.parse(answer.files[EVIDENCE_FILES.manifest]);
    expect(manifest).toMatchObject({
      period: { month: MONTH },
      includesBodies: false,
      generatedBy: { role: "OWNER" },
    });
    for (const file of manifest.files as { name: keyof typeof answer.files; sha256: string }[])
      expect(file.sha256).toBe(sha256(answer.files[file.name]));
  });

  it("counts the PII redactions by kind as each request recorded them", async () => {
    const { rows, path, person } = await departmentWithTraffic();
    const answer = await downloadEvidence(world.gateway, person, path, `period=${MONTH}`);
    const pii = JSON.parse(answer.files[EVIDENCE_FILES.piiRedactionsJson]);
    expect(rows[0]?.piiRedactions).toEqual({ EMAIL_ADDRESS: 2 });
    expect(pii.byKind).toEqual({ EMAIL_ADDRESS: 2 });
    expect(pii.requests).toEqual([
      { requestId: rows[0]?.id, at: expect.any(String), kind: "EMAIL_ADDRESS", count: 2 },
    ]);
  });

  it("records the residency and budget refusals among the decisions, with the words the requests were refused with", async () => {
    const { rows, path, person } = await departmentWithTraffic();
    const answer = await downloadEvidence(world.gateway, person, path, `period=${MONTH}`);
    const { rules, decisions } = JSON.parse(answer.files[EVIDENCE_FILES.decisionsJson]);
    expect(rules).toEqual({ monthlyBudgetInDollar: 5, dataResidency: "EU", customRegions: [] });
    const refused = decisions.filter((decision: { outcome: string }) => decision.outcome === "REFUSED");
    expect(refused).toEqual([
      {
        requestId: rows[1]?.id,
        at: expect.any(String),
        rule: "RESIDENCY",
        outcome: "REFUSED",
        reason: rows[1]?.error,
      },
      {
        requestId: rows[3]?.id,
        at: expect.any(String),
        rule: "BUDGET",
        outcome: "REFUSED",
        reason: rows[3]?.error,
      },
    ]);
    expect(rows[1]?.error).toMatch(/^Data residency: gpt-4o is served in US/);
    expect(rows[3]?.error).toMatch(/^Monthly budget of the department reached/);
  });

  it("carries the bodies only when the owner asks for them", async () => {
    const { path, person } = await departmentWithTraffic();
    const answer = await downloadEvidence(world.gateway, person, path, `period=${MONTH}&bodies=true`);
    expect(answer.status).toBe(200);
    const [first] = JSON.parse(answer.files[EVIDENCE_FILES.requestsJson]);
    expect(first.bodies.request).toContain("<EMAIL_ADDRESS_1>");
    expect(first.bodies.request).not.toContain("ada@example.com");
    expect(first.bodies.response).toContain("Served in Europe.");
    expect(JSON.parse(answer.files[EVIDENCE_FILES.manifest]).includesBodies).toBe(true);
  });

  it("records a settings change made in the month, and the chain's verification and head", async () => {
    const { path, person } = await departmentWithTraffic();
    const department = await (
      await fetch(`${world.gateway.apiUrl}${path}`, { headers: person.headers })
    ).json();
    const { complianceFiles: _, models: __, role: ___, lastModifiedByRole: ____, ...settings } = department;
    const saved = await fetch(`${world.gateway.apiUrl}${path}`, {
      method: "PUT",
      headers: { ...person.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ ...settings, GDPR: true }),
    });
    expect(saved.status).toBe(200);
    const answer = await downloadEvidence(world.gateway, person, path, `period=${MONTH}`);
    const history = JSON.parse(answer.files[EVIDENCE_FILES.settingsHistoryJson]);
    expect(history).toEqual([
      expect.objectContaining({
        kind: "DEPARTMENT_SETTINGS_CHANGED",
        actor: expect.objectContaining({ email: person.email, role: "OWNER" }),
        before: expect.objectContaining({ GDPR: false }),
        after: expect.objectContaining({ GDPR: true }),
      }),
    ]);
    const chain = JSON.parse(answer.files[EVIDENCE_FILES.chain]);
    expect(chain).toMatchObject({ intact: true, count: 1, head: { count: 1, hash: history[0].hash } });
    expect(JSON.parse(answer.files[EVIDENCE_FILES.frameworks]).turnedOn).toEqual(["GDPR"]);
    expect(answer.files[EVIDENCE_FILES.summary]).not.toMatch(/<script|\s(src|href)=["']/i);
  });

  it("lists nothing of another month", async () => {
    const { path, person } = await departmentWithTraffic();
    const answer = await downloadEvidence(world.gateway, person, path, "period=2001-01");
    expect(JSON.parse(answer.files[EVIDENCE_FILES.requestsJson])).toEqual([]);
  });
});
