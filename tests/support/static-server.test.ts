import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SECURITY_HEADERS_FILE } from "../../core/security/content-security-policy.ts";
import { type StaticServer, serveDist } from "./static-server.ts";

const POLICY = "default-src 'self'; object-src 'none'";

describe("the static server of a build", () => {
  let folder: string;
  let server: StaticServer;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "static-server-"));
    await writeFile(join(folder, "index.html"), "<!doctype html><title>t</title>");
    await writeFile(join(folder, "app.js"), "console.log(1);");
    server = await serveDist(folder);
  });

  afterEach(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("sends the security headers the build wrote on pages, assets and missing files alike", async () => {
    await writeFile(
      join(folder, SECURITY_HEADERS_FILE),
      JSON.stringify({ "Content-Security-Policy": POLICY }),
    );
    for (const path of ["/auth", "/app.js", "/missing.png"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("content-security-policy"), path).toBe(POLICY);
    }
  });

  it("sends none for a build that wrote none", async () => {
    const response = await fetch(`${server.url}/auth`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBeNull();
  });
});
