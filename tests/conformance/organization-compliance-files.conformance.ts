import { describe, expect, it } from "vitest";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { expectRefusal, type OrganizationWorldFactory } from "./organization-world.ts";

const policy = () => new Blob(["Retention: 30 days.\n".repeat(400)], { type: "text/plain" });

/** ComplianceFilesGateway: a department's policy documents. */
export function complianceFilesGatewayConformance(arrange: OrganizationWorldFactory): void {
  describe("the compliance files gateway", () => {
    it("stores an uploaded document under its name without spaces, chunked and embedded", async () => {
      const world = await arrange();
      world.actAs("departmentAdmin");
      const file = await world.gateways.files.uploadFile(world.organizationId, world.departmentId, {
        name: "Data retention policy",
        file: policy(),
      });
      expect(file).toMatchObject({ name: "Dataretentionpolicy", lastModifiedByRole: DepartmentRole.ADMIN });
      expect(file.chunks).toBeGreaterThan(0);
      expect(file.embeddings).toBeGreaterThan(0);
      const department = await world.gateways.departments.getDepartment(
        world.organizationId,
        world.departmentId,
      );
      expect(department.complianceFiles.map((stored) => stored.id)).toContain(file.id);
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

    it("refuses an upload without a name, and one from a member", async () => {
      const world = await arrange();
      const { files } = world.gateways;
      await expectRefusal(
        files.uploadFile(world.organizationId, world.departmentId, { name: "   ", file: policy() }),
        400,
        "name should not be empty",
      );
      world.actAs("member");
      await expectRefusal(
        files.uploadFile(world.organizationId, world.departmentId, { name: "Mine", file: policy() }),
        403,
      );
    });

    it("adds a document from a URL, and refuses an address that is not one", async () => {
      const world = await arrange();
      const { files } = world.gateways;
      const file = await files.addFileFromUrl(world.organizationId, world.departmentId, {
        name: "Vendor policy",
        url: "https://example.com/policies/vendor.pdf",
      });
      expect(file).toMatchObject({ name: "Vendorpolicy", lastModifiedByRole: OrganizationRole.OWNER });
      await expectRefusal(
        files.addFileFromUrl(world.organizationId, world.departmentId, { name: "Broken", url: "not a url" }),
        400,
        "url must be a URL address",
      );
    });

    it("deletes a document, but not one a higher role added", async () => {
      const world = await arrange();
      const { files, departments } = world.gateways;
      const ownersFile = await files.addFileFromUrl(world.organizationId, world.departmentId, {
        name: "Board policy",
        url: "https://example.com/board.pdf",
      });
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
}
