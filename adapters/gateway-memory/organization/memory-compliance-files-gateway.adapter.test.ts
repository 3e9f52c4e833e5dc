import { describe, expect, it } from "vitest";
import { MemoryComplianceFilesGateway } from "./memory-compliance-files-gateway.adapter.ts";
import { organizationContext } from "./organization-context.ts";
import { OrganizationDatabase } from "./organization-database.ts";
import { OrganizationSeedBuilder, OrganizationSeedMother } from "./organization-seed.mother.ts";

const ORGANIZATION_ID = OrganizationSeedBuilder.ORGANIZATION_ID;
const DEPARTMENT = "dep-test";
/** The owner's organization with one department. */
const context = () =>
  organizationContext(
    new OrganizationDatabase(OrganizationSeedMother.create().department({ id: DEPARTMENT }).build()),
  );

const upload = { name: "Retention", file: new Blob(["Keep records for seven years."]) };

describe("a policy file upload in memory", () => {
  it("is heard in a few growing steps, a pause apart, then 1 once stored", async () => {
    const files = new MemoryComplianceFilesGateway(context(), 20);
    const heard: { share: number; at: number }[] = [];
    const started = performance.now();
    await files.uploadFile(ORGANIZATION_ID, DEPARTMENT, upload, (share) =>
      heard.push({ share, at: performance.now() - started }),
    );
    expect(heard.map(({ share }) => share)).toEqual([0.25, 0.5, 0.75, 1]);
    expect(heard[0]?.at).toBeGreaterThanOrEqual(15);
    expect(heard[3]?.at).toBeGreaterThanOrEqual(60);
  });

  it("is refused at once, before any progress, when it would be", async () => {
    const files = new MemoryComplianceFilesGateway(context(), 20);
    const heard: number[] = [];
    await expect(
      files.uploadFile(ORGANIZATION_ID, DEPARTMENT, { ...upload, name: " " }, (share) => heard.push(share)),
    ).rejects.toMatchObject({ status: 400 });
    expect(heard).toEqual([]);
  });
});
