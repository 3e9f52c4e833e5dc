import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type StaticServer, serveDist } from "./static-server.ts";

const STYLESHEET = `${".rule { color: red; }\n".repeat(2000)}`;

interface RawResponse {
  readonly encoding: string | undefined;
  readonly length: number;
  readonly body: Buffer;
}

function rawGet(url: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((done, fail) => {
    get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        done({
          encoding: response.headers["content-encoding"],
          length: Number(response.headers["content-length"]),
          body: Buffer.concat(chunks),
        }),
      );
    }).once("error", fail);
  });
}

describe("the static server's compression", () => {
  let folder: string;
  let server: StaticServer;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "compressed-response-"));
    await writeFile(join(folder, "index.html"), "<!doctype html><title>t</title>");
    await writeFile(join(folder, "app.css"), STYLESHEET);
    await writeFile(join(folder, "logo.png"), Buffer.from([137, 80, 78, 71]));
    server = await serveDist(folder);
  });

  afterEach(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("sends a stylesheet brotli-compressed to a browser that accepts brotli", async () => {
    const response = await rawGet(`${server.url}/app.css`, "gzip, deflate, br");
    expect(response.encoding).toBe("br");
    expect(response.length).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(STYLESHEET.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(STYLESHEET);
  });

  it("sends it gzip-compressed to a browser that accepts only gzip", async () => {
    const response = await rawGet(`${server.url}/app.css`, "gzip");
    expect(response.encoding).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toBe(STYLESHEET);
  });

  it("sends it as it is to a client that accepts no compression", async () => {
    const response = await rawGet(`${server.url}/app.css`, "identity");
    expect(response.encoding).toBeUndefined();
    expect(response.body.toString()).toBe(STYLESHEET);
  });

  it("sends an image as it is, whatever the client accepts", async () => {
    const response = await rawGet(`${server.url}/logo.png`, "br");
    expect(response.encoding).toBeUndefined();
    expect(response.body).toEqual(Buffer.from([137, 80, 78, 71]));
  });

  it("sends the new content of a file rebuilt between two requests", async () => {
    await rawGet(`${server.url}/app.css`, "br");
    await writeFile(join(folder, "app.css"), ".rebuilt { color: blue; }");
    const response = await rawGet(`${server.url}/app.css`, "br");
    expect(brotliDecompressSync(response.body).toString()).toBe(".rebuilt { color: blue; }");
  });
});
