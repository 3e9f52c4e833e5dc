import { describe, expect, it } from "vitest";
import type { ComplianceFile } from "../../core/organization/compliance-file.entity.ts";
import { POLICY_SEARCH_QUERY_MISSING } from "../../core/organization/compliance-file-search.ts";
import { OrganizationModelType } from "../../core/organization/organization-model.entity.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import { policyChunks } from "../../core/organization/policy-chunks.ts";
import { POLICY_FILE_MAX_BYTES } from "../../core/organization/policy-file-limits.ts";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import {
  expectRefusal,
  type OrganizationWorld,
  type OrganizationWorldFactory,
} from "./organization-world.ts";

const RETENTION_SENTENCE = "Prompts that hold customer data are kept for thirty days, then deleted.";
const POLICY_TEXT = [
  "Data retention policy",
  RETENTION_SENTENCE,
  "Every model is reached through the company gateway, never with a personal account.",
  "Budget alerts go to the department's admins at half, most and all of the monthly budget. ".repeat(14),
].join("\n\n");

const policy = (fileName = "retention.txt", text = POLICY_TEXT) =>
  new File([text], fileName, { type: "text/plain" });

/** The file as its department lists it once the gateway has read it (neither PENDING nor gone). */
async function readFile(
  world: OrganizationWorld,
  fileId: string,
  departmentId = world.departmentId,
  timeoutMs = 15_000,
): Promise<ComplianceFile> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const department = await world.gateways.departments.getDepartment(world.organizationId, departmentId);
    const file = department.complianceFiles.find((listed) => listed.id === fileId);
    if (!file) throw new Error(`file ${fileId} is not listed`);
    if (file.status !== "PENDING") return file;
    if (Date.now() > until) throw new Error(`file ${fileId} stayed PENDING for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function uploadedAndRead(world: OrganizationWorld, departmentId = world.departmentId) {
  const stored = await world.gateways.files.uploadFile(world.organizationId, departmentId, {
    name: "Retention",
    file: policy(),
  });
  return { stored, read: await readFile(world, stored.id, departmentId) };
}

/**
 * Chooses the organization's first embedding model and lets the world's department use it: the gateway holds a
 * document's embeddings to its department's models as it holds any request (the memory profile has no such rule).
 */
async function withEmbeddingModel(world: OrganizationWorld): Promise<string> {
  const { settings, models } = world.gateways;
  const embeddingModel = (await settings.getSettings(world.organizationId)).embeddingModels[0] as string;
  await settings.updateSettings(world.organizationId, { embeddingModel });
  const offered = (await models.listModels(world.organizationId)).find(({ name }) => name === embeddingModel);
  const added =
    offered ??
    (await models.addModel(world.organizationId, {
      type: OrganizationModelType.AVAILABLE,
      internalId: `model-${embeddingModel}`,
    }));
  await models.assignModel(world.organizationId, world.departmentId, added.id);
  return world.departmentId;
}

/** ComplianceFilesGateway and OrganizationSettingsGateway: a department's policy documents, read and searched. */
export function complianceFilesGatewayConformance(arrange: OrganizationWorldFactory): void {
  describe("the compliance files gateway", () => {
    it("answers an upload PENDING under its name without spaces, then reads it into the chunks its text makes", async () => {
      const world = await arrange();
      await world.gateways.settings.updateSettings(world.organizationId, { embeddingModel: null });
      world.actAs("departmentAdmin");
      const stored = await world.gateways.files.uploadFile(world.organizationId, world.departmentId, {
        name: "Data retention policy",
        file: policy(),
      });
      expect(stored).toMatchObject({
        name: "Dataretentionpolicy",
        lastModifiedByRole: DepartmentRole.ADMIN,
        status: "PENDING",
        statusReason: null,
        sizeBytes: new TextEncoder().encode(POLICY_TEXT).length,
        chunks: 0,
        embeddings: 0,
      });
      const read = await readFile(world, stored.id);
      expect(read).toMatchObject({ status: "INDEXED", statusReason: null, embeddings: 0 });
      expect(read.chunks).toBe(policyChunks(POLICY_TEXT).length);
    });

    it("embeds every chunk with the organization's embedding model", async () => {
      const world = await arrange();
      const { read } = await uploadedAndRead(world, await withEmbeddingModel(world));
      expect(read.status, read.statusReason ?? undefined).toBe("INDEXED");
      expect(read.embeddings).toBe(read.chunks);
      expect(read.chunks).toBe(policyChunks(POLICY_TEXT).length);
    });

    it("lets the uploader hear the share sent, growing, ending at 1 once the document is stored", async () => {
      const world = await arrange();
      const progress: number[] = [];
      const file = await world.gateways.files.uploadFile(
        world.organizationId,
        world.departmentId,
        { name: "Retention", file: policy() },
        (share) => progress.push(share),
      );
      expect(file.name).toBe("Retention");
      expect(progress.at(-1)).toBe(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.every((share) => share >= 0 && share <= 1)).toBe(true);
    });

    it("refuses an upload without a name, one from a member, a kind it does not read and one too large", async () => {
      const world = await arrange();
      const { files, departments } = world.gateways;
      const before = await departments.getDepartment(world.organizationId, world.departmentId);
      await expectRefusal(
        files.uploadFile(world.organizationId, world.departmentId, { name: "   ", file: policy() }),
        400,
        "name should not be empty",
      );
      const image = new File(
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
        "logo.png",
      );
      await expectRefusal(
        files.uploadFile(world.organizationId, world.departmentId, { name: "Logo", file: image }),
        415,
      );
      const renamed = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], "policy.pdf");
      await expectRefusal(
        files.uploadFile(world.organizationId, world.departmentId, { name: "Renamed", file: renamed }),
        415,
      );
      const huge = policy("huge.txt", "a".repeat(POLICY_FILE_MAX_BYTES + 1));
      await expectRefusal(
        files.uploadFile(world.organizationId, world.departmentId, { name: "Huge", file: huge }),
        413,
      );
      world.actAs("member");
      await expectRefusal(
        files.uploadFile(world.organizationId, world.departmentId, { name: "Mine", file: policy() }),
        403,
      );
      world.actAs("owner");
      const after = await departments.getDepartment(world.organizationId, world.departmentId);
      expect(after.complianceFiles.map((file) => file.id)).toEqual(
        before.complianceFiles.map((file) => file.id),
      );
    });

    it("refuses an address that is not a URL, and one it may not fetch, storing nothing", async () => {
      const world = await arrange();
      const { files, departments } = world.gateways;
      await expectRefusal(
        files.addFileFromUrl(world.organizationId, world.departmentId, { name: "Broken", url: "not a url" }),
        400,
        "url must be a URL address",
      );
      await expectRefusal(
        files.addFileFromUrl(world.organizationId, world.departmentId, {
          name: "Loopback",
          url: "http://127.0.0.1:9/policy.txt",
        }),
        400,
      );
      const department = await departments.getDepartment(world.organizationId, world.departmentId);
      expect(department.complianceFiles.map((file) => file.name)).not.toContain("Loopback");
    });

    it("finds a document's passage by its words while no embedding model is chosen", async () => {
      const world = await arrange();
      await world.gateways.settings.updateSettings(world.organizationId, { embeddingModel: null });
      const { stored } = await uploadedAndRead(world);
      world.actAs("member");
      const found = await world.gateways.files.searchFiles(
        world.organizationId,
        world.departmentId,
        "customer data thirty days",
      );
      expect(found.by).toBe("words");
      expect(found.passages[0]).toMatchObject({ fileId: stored.id, fileName: "Retention" });
      expect(found.passages[0]?.text).toContain(RETENTION_SENTENCE);
    });

    it("finds a passage by meaning once the department's documents are embedded", async () => {
      const world = await arrange();
      const departmentId = await withEmbeddingModel(world);
      const { stored } = await uploadedAndRead(world, departmentId);
      const found = await world.gateways.files.searchFiles(
        world.organizationId,
        departmentId,
        RETENTION_SENTENCE,
      );
      expect(found.by).toBe("meaning");
      expect(found.passages.some((passage) => passage.fileId === stored.id)).toBe(true);
    });

    it("refuses a search without words, and one outside the department", async () => {
      const world = await arrange();
      const { files } = world.gateways;
      await expectRefusal(
        files.searchFiles(world.organizationId, world.departmentId, "   "),
        400,
        POLICY_SEARCH_QUERY_MISSING,
      );
      world.actAs("otherDepartmentAdmin");
      await expectRefusal(files.searchFiles(world.organizationId, world.departmentId, "retention"), 403);
    });

    it("deletes a document, but not one a higher role added", async () => {
      const world = await arrange();
      const { files, departments } = world.gateways;
      const ownersFile = await files.uploadFile(world.organizationId, world.departmentId, {
        name: "Board policy",
        file: policy(),
      });
      expect(ownersFile.lastModifiedByRole).toBe(OrganizationRole.OWNER);
      world.actAs("departmentAdmin");
      await expectRefusal(files.deleteFile(world.organizationId, world.departmentId, ownersFile.id), 403);
      const own = await files.uploadFile(world.organizationId, world.departmentId, {
        name: "Draft",
        file: policy(),
      });
      await files.deleteFile(world.organizationId, world.departmentId, own.id);
      const department = await departments.getDepartment(world.organizationId, world.departmentId);
      expect(department.complianceFiles.map((file) => file.id)).not.toContain(own.id);
    });

    it("refuses a delete without an id, or of a file that is not there", async () => {
      const world = await arrange();
      await expectRefusal(
        world.gateways.files.deleteFile(world.organizationId, world.departmentId, ""),
        400,
        INVALID_ID,
      );
      await expectRefusal(
        world.gateways.files.deleteFile(world.organizationId, world.departmentId, "file-nope"),
        404,
      );
    });
  });

  describe("the organization settings gateway", () => {
    it("lets the owner choose an embedding model among those offered, and anyone of the organization read it", async () => {
      const world = await arrange();
      const { settings, auditLog } = world.gateways;
      const { embeddingModel: first, embeddingModels } = await settings.getSettings(world.organizationId);
      const chosen = embeddingModels.find((model) => model !== first) as string;
      expect(chosen).toBeDefined();
      expect(await settings.updateSettings(world.organizationId, { embeddingModel: chosen })).toMatchObject({
        embeddingModel: chosen,
      });
      const { items } = await auditLog.listEntries(world.organizationId, {
        kind: "ORGANIZATION_SETTINGS_CHANGED",
        page: 1,
        limit: 1,
      });
      expect(items[0]).toMatchObject({
        actor: { role: OrganizationRole.OWNER },
        before: { embeddingModel: first },
        after: { embeddingModel: chosen },
      });
      world.actAs("member");
      expect((await settings.getSettings(world.organizationId)).embeddingModel).toBe(chosen);
      world.actAs("superAdmin");
      expect(await settings.updateSettings(world.organizationId, { embeddingModel: null })).toMatchObject({
        embeddingModel: null,
      });
    });

    it("refuses a model it does not offer, and a change from someone below super admin", async () => {
      const world = await arrange();
      const { settings } = world.gateways;
      await expectRefusal(
        settings.updateSettings(world.organizationId, { embeddingModel: "no-such-model" }),
        400,
      );
      world.actAs("departmentAdmin");
      await expectRefusal(settings.updateSettings(world.organizationId, { embeddingModel: null }), 403);
      world.actAs("outsider");
      await expectRefusal(settings.getSettings(world.organizationId), 403);
    });
  });
}
