import { afterEach, describe, expect, it } from "vitest";
import { testClient } from "../gateway-http-test-kit.test-helper.ts";
import { type ScriptedAnswer, startScriptedServer } from "../scripted-server.test-helper.ts";
import { HttpComplianceFilesGateway } from "./http-compliance-files-gateway.adapter.ts";

const STORED = {
  id: "file-1",
  name: "Retention-Policy",
  filePath: "org-1/dep-1/file-1",
  chunks: 0,
  embeddings: 0,
  lastModifiedByRole: "ADMIN",
  createdAt: "2025-03-14T12:00:00.000Z",
};

let server: Awaited<ReturnType<typeof startScriptedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function filesAnswering(answer: ScriptedAnswer) {
  server = await startScriptedServer(() => answer);
  return {
    gateway: new HttpComplianceFilesGateway(testClient(server.origin).client),
    requests: server.requests,
  };
}

/** A policy document big enough to be sent in several pieces. */
const bigFile = () => new File(["retention ".repeat(200_000)], "retention.txt", { type: "text/plain" });

describe("a policy file upload over HTTP", () => {
  it("sends name and file as multipart, and reports the share sent as it goes, ending at 1", async () => {
    const { gateway, requests } = await filesAnswering({ status: 201, body: STORED });
    const progress: number[] = [];

    const stored = await gateway.uploadFile(
      "org-1",
      "dep-1",
      { name: "Retention-Policy", file: bigFile() },
      (share) => progress.push(share),
    );

    expect(stored.id).toBe("file-1");
    expect(requests[0]?.url).toBe("/organization/org-1/departments/dep-1/files");
    expect(requests[0]?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]?.body).toContain('name="file"; filename="retention.txt"');
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(1);
    expect(progress.some((share) => share > 0 && share < 1)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((share) => share >= 0 && share <= 1)).toBe(true);
  });

  it("passes on the gateway's refusal of a file, its words included", async () => {
    const { gateway } = await filesAnswering({
      status: 400,
      body: { errMsgs: ["file should not be empty"] },
    });
    await expect(
      gateway.uploadFile("org-1", "dep-1", { name: "Empty", file: new Blob([]) }, () => {}),
    ).rejects.toMatchObject({ status: 400, serverMessages: ["file should not be empty"] });
  });
});

describe("a policy search over HTTP", () => {
  it("sends the words as q, encoded, and reads how the gateway searched and what it found", async () => {
    const passage = { fileId: "file-1", fileName: "Retention", chunk: 1, text: "Kept 30 days.", score: 0.5 };
    const { gateway, requests } = await filesAnswering({
      status: 200,
      body: { by: "words", passages: [passage] },
    });
    expect(await gateway.searchFiles("org-1", "dep-1", "30 days & more")).toEqual({
      by: "words",
      passages: [passage],
    });
    expect(requests[0]?.url).toBe("/organization/org-1/departments/dep-1/files/search?q=30+days+%26+more");
  });

  it("refuses an answer that is not a search's", async () => {
    const { gateway } = await filesAnswering({ status: 200, body: { passages: [] } });
    await expect(gateway.searchFiles("org-1", "dep-1", "days")).rejects.toThrow(TypeError);
  });
});
