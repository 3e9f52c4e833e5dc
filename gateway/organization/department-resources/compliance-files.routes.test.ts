import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seededOrganizationSuite } from "../testing/organization-suite.test-helper.ts";
import { SEEDED } from "../testing/seeded-organization.test-helper.ts";
import { complianceFiles } from "./compliance-files.schema.ts";
import { UNREADABLE_UPLOAD } from "./policy-upload.ts";

const suite = seededOrganizationSuite("before each test");
const { people, call } = suite;

const FILES = `/organization/${SEEDED.organizationId}/departments/${SEEDED.departmentId}/files`;

function upload(fields: { name?: string; file?: Blob }, headers = people.departmentAdmin.headers) {
  const form = new FormData();
  if (fields.name !== undefined) form.append("name", fields.name);
  if (fields.file) form.append("file", fields.file, "policy.txt");
  return fetch(`${suite.gateway.apiUrl}${FILES}`, { method: "POST", headers, body: form });
}

describe("uploading a policy document", () => {
  it("keeps its bytes under its name without spaces, chunked, as changed by the uploader's role", async () => {
    const text = "Prompts are kept for 30 days.\n".repeat(150);
    const response = await upload({
      name: "Data retention policy",
      file: new Blob([text], { type: "text/plain" }),
    });
    const file = await response.json();
    expect(response.status).toBe(201);
    expect(file).toMatchObject({
      name: "Dataretentionpolicy",
      chunks: 3,
      embeddings: 3,
      lastModifiedByRole: "ADMIN",
    });
    const [stored] = await suite.gateway.db
      .select()
      .from(complianceFiles)
      .where(eq(complianceFiles.id, file.id));
    expect(Buffer.from(stored?.content ?? []).toString()).toBe(text);
  });

  it("names what is missing, and refuses what is not a multipart form", async () => {
    const withoutFile = await upload({ name: "Policy" });
    expect(await withoutFile.json()).toMatchObject({ errMsgs: ["file should not be empty"] });
    const asJson = await call(people.departmentAdmin, "POST", FILES, { name: "Policy" });
    expect(asJson.status).toBe(400);
    expect(asJson.body.errMsgs).toEqual(["name should not be empty", "file should not be empty"]);
    const broken = await fetch(`${suite.gateway.apiUrl}${FILES}`, {
      method: "POST",
      headers: { ...people.departmentAdmin.headers, "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nhalf a fi',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ errMsgs: [UNREADABLE_UPLOAD] });
  });
});

describe("adding a policy document from a URL", () => {
  it("records the address without fetching it: no chunks until it is processed", async () => {
    let fetched = 0;
    const source = createServer((_request, response) => {
      fetched += 1;
      response.end("policy");
    });
    await new Promise<void>((resolve) => source.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(source.address() as AddressInfo).port}/vendor.pdf`;
    try {
      const added = await call(people.owner, "POST", `${FILES}/url`, { name: "Vendor policy", url });
      expect(added).toMatchObject({
        status: 201,
        body: { name: "Vendorpolicy", filePath: url, chunks: 0, embeddings: 0, lastModifiedByRole: "OWNER" },
      });
      expect(fetched).toBe(0);
    } finally {
      source.close();
    }
    expect(
      await call(people.owner, "POST", `${FILES}/url`, { name: "Broken", url: "not a url" }),
    ).toMatchObject({
      status: 400,
      body: { errMsgs: ["url must be a URL address"] },
    });
  });
});

describe("deleting a policy document", () => {
  it("leaves one a higher role added to that role, and refuses a blank or unknown id", async () => {
    const added = await call(people.owner, "POST", `${FILES}/url`, {
      name: "Board policy",
      url: "https://example.com/board.pdf",
    });
    const path = `${FILES}/${added.body.id}`;
    expect(await call(people.departmentAdmin, "DELETE", path)).toMatchObject({
      status: 403,
      body: {
        errMsgs: ["Boardpolicy was last changed by OWNER; only OWNER or a higher role may change it."],
      },
    });
    expect((await call(people.owner, "DELETE", path)).status).toBe(204);
    expect(await call(people.owner, "DELETE", path)).toMatchObject({
      status: 404,
      body: { errMsgs: ["File not found"] },
    });
    expect(await call(people.owner, "DELETE", `${FILES}/%20`)).toMatchObject({
      status: 400,
      body: { errMsgs: ["invalid id"] },
    });
  });
});
