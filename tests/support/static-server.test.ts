import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, type IncomingHttpHeaders } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SECURITY_HEADERS_FILE } from "../../core/security/content-security-policy.ts";
import { createLocalCertificate, type LocalCertificate } from "./local-certificate.ts";
import { type StaticServer, serveDist, serveDistSecurely } from "./static-server.ts";

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

describe("the static server over HTTPS and HTTP/2", () => {
  let folder: string;
  let server: StaticServer;
  let certificate: LocalCertificate;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "static-server-"));
    await writeFile(join(folder, "index.html"), "<!doctype html><title>t</title>");
    await writeFile(join(folder, "app.js"), "console.log(1);".repeat(200));
    await writeFile(
      join(folder, SECURITY_HEADERS_FILE),
      JSON.stringify({ "Content-Security-Policy": POLICY }),
    );
    certificate = await createLocalCertificate();
    server = await serveDistSecurely(folder, certificate);
  });

  afterEach(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("answers over HTTP/2 with the build's files, compressed, and its security headers", async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(server.url, { ca: certificate.cert });
    try {
      const answer = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
        const stream = session.request({ ":path": "/app.js", "accept-encoding": "gzip" });
        const chunks: Buffer[] = [];
        let headers: IncomingHttpHeaders = {};
        stream.on("response", (received) => {
          headers = received;
        });
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => done({ headers, body: Buffer.concat(chunks) }));
        stream.on("error", fail);
        stream.end();
      });
      expect(answer.headers[":status"]).toBe(200);
      expect(answer.headers["content-security-policy"]).toBe(POLICY);
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(answer.body).toString()).toBe("console.log(1);".repeat(200));
    } finally {
      session.close();
    }
  });

  it("names the public key Chromium is told to trust, as openssl computes it", () => {
    const publicKey = execSync("openssl x509 -pubkey -noout | openssl pkey -pubin -outform der", {
      input: certificate.cert,
    });
    expect(certificate.spkiSha256).toBe(createHash("sha256").update(publicKey).digest("base64"));
  });
});
