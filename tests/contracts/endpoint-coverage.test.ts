import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { ENDPOINTS, endpointMatches } from "../../contracts/endpoints.ts";

const run = promisify(execFile);
const check = resolve(import.meta.dirname, "../../contracts/check-endpoint-coverage.ts");

describe("the endpoints of SPEC §7", () => {
  it("are each listed once", () => {
    const keys = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("match a request to the same method and an instance of the path", () => {
    const [deleteKey] = ENDPOINTS.filter((endpoint) => endpoint.path === "/users/apikeys/{id}");
    expect(deleteKey && endpointMatches(deleteKey, "DELETE", "/users/apikeys/key-1")).toBe(true);
    expect(deleteKey && endpointMatches(deleteKey, "GET", "/users/apikeys/key-1")).toBe(false);
    expect(deleteKey && endpointMatches(deleteKey, "DELETE", "/users/apikeys")).toBe(false);
    expect(deleteKey && endpointMatches(deleteKey, "DELETE", "/users/apikeys/key-1/extra")).toBe(false);
  });

  it("never let one request count for two endpoints", () => {
    const example = (path: string) => path.replace(/\{\w+\}/g, "x1");
    for (const endpoint of ENDPOINTS) {
      const matching = ENDPOINTS.filter((other) =>
        endpointMatches(other, endpoint.method, example(endpoint.path)),
      );
      expect(matching).toEqual([endpoint]);
    }
  });
});

describe("the endpoint coverage check", () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function checkPact(paths: { method: string; path: string }[]) {
    folder = await mkdtemp(join(tmpdir(), "pacts-"));
    const interactions = paths.map((request, index) => ({ description: `i${index}`, request }));
    await writeFile(join(folder, "pact.json"), JSON.stringify({ interactions }));
    return run(process.execPath, [check, folder]).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );
  }

  it("passes when every endpoint has an interaction", async () => {
    const all = ENDPOINTS.map((endpoint) => ({
      method: endpoint.method,
      path: `/v1/api${endpoint.path.replace(/\{\w+\}/g, "id-1")}`,
    }));
    const { code, output } = await checkPact(all);
    expect(code).toBe(0);
    expect(output).toContain(`${ENDPOINTS.length} of ${ENDPOINTS.length} endpoints`);
  });

  it("fails naming each endpoint without an interaction", async () => {
    const { code, output } = await checkPact([{ method: "GET", path: "/v1/api/tiers" }]);
    expect(code).toBe(1);
    expect(output).toContain("GET /tiers/current");
    expect(output).toContain("DELETE /organization/{orgId}/models/{modelId}");
    expect(output).not.toMatch(/^ {2}GET \/tiers {3}/m);
  });
});
