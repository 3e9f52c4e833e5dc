import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policyChunks } from "../../core/organization/policy-chunks.ts";
import { DEMO_ORGANIZATION, DEMO_POLICY_FILES } from "../../demo/demo-organization.ts";
import { DEMO_POLICY_TEXTS } from "../../demo/demo-policy-texts.ts";
import { complianceFiles } from "../organization/department-resources/compliance-files.schema.ts";
import { departments } from "../organization/organization.schema.ts";
import { seedDemoOrganization } from "../organization/seed/demo-organization.seed.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { serverPolicyFiles } from "./server-policy-files.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
  const demoUser = (await gateway.signIn()).user;
  await seedDemoOrganization(gateway.db, demoUser, gateway.deps.clock, gateway.deps.auditSeal);
});
afterAll(() => gateway?.close());

describe("the demo's policy documents, seeded after the gateway started", () => {
  it("wait PENDING until read, then carry the chunk counts of their real words", async () => {
    const seeded = await gateway.db.select().from(complianceFiles);
    expect(seeded.map(({ status }) => status)).toEqual(DEMO_POLICY_FILES.map(() => "PENDING"));
    const { indexer } = serverPolicyFiles(gateway.app, gateway.deps);
    await indexer.resumePending();
    await indexer.idle();
    const read = await gateway.db
      .select({
        id: complianceFiles.id,
        status: complianceFiles.status,
        chunks: complianceFiles.chunks,
        reason: complianceFiles.statusReason,
        departmentName: departments.name,
      })
      .from(complianceFiles)
      .innerJoin(departments, eq(departments.id, complianceFiles.departmentId))
      .where(eq(departments.organizationId, DEMO_ORGANIZATION.id));
    expect(read).toHaveLength(DEMO_POLICY_FILES.length);
    for (const file of read) {
      expect(file.chunks).toBe(policyChunks(DEMO_POLICY_TEXTS[file.id] ?? "").length);
      // Finance keeps its data in the EU and the demo's embedding model is served in the US: read, not embedded.
      if (file.departmentName === "Finance")
        expect(file).toMatchObject({ status: "FAILED", reason: expect.stringContaining("Data residency") });
      else expect({ status: file.status, reason: file.reason }).toEqual({ status: "INDEXED", reason: null });
    }
  });
});

describe("a policy document another instance is reading", () => {
  it("is left to it for 15 minutes, then read here", async () => {
    const { indexer } = serverPolicyFiles(gateway.app, gateway.deps);
    const [policy] = DEMO_POLICY_FILES;
    const now = gateway.deps.clock.now();
    const where = eq(complianceFiles.id, policy?.id ?? "");
    const claimedAt = (minutesAgo: number) =>
      gateway.db
        .update(complianceFiles)
        .set({
          status: "PENDING",
          chunks: 0,
          readingSince: new Date(now - minutesAgo * 60_000).toISOString(),
        })
        .where(where);
    const status = async () => (await gateway.db.select().from(complianceFiles).where(where))[0];
    await claimedAt(14);
    indexer.schedule(policy?.id ?? "");
    await indexer.idle();
    expect(await status()).toMatchObject({ status: "PENDING", chunks: 0 });
    await claimedAt(16);
    indexer.schedule(policy?.id ?? "");
    await indexer.idle();
    expect((await status())?.status).not.toBe("PENDING");
    expect((await status())?.chunks).toBeGreaterThan(0);
  });
});
