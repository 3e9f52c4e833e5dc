import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstreamFailure } from "../chat-completions/completion-provider.ts";
import { readText, send } from "../chat-completions/upstream/upstream-http.ts";
import { OutboundAllowlist } from "./outbound-address-policy.ts";
import { LOOPBACK, type OutboundPolicy } from "./outbound-policy.ts";

/** Names the tests resolve without any DNS server: one to loopback, one to a private address. */
const resolve: OutboundPolicy["resolve"] = async (hostname) => {
  if (hostname === "models.loopback.test") return [{ address: "127.0.0.1", family: 4 }];
  if (hostname === "models.intranet.test") return [{ address: "10.20.30.40", family: 4 }];
  throw new Error(`ENOTFOUND ${hostname}`);
};
const policy: OutboundPolicy = { allowlist: OutboundAllowlist.parse(LOOPBACK), resolve };

let server: Server;
let origin: string;
const seen: { method: string; url: string; authorization: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      seen.push({
        method: request.method ?? "",
        url: request.url ?? "",
        authorization: request.headers.authorization,
        body,
      });
      const target = new URL(request.url ?? "/", "http://x").searchParams.get("to");
      const status = Number(new URL(request.url ?? "/", "http://x").searchParams.get("status") ?? 307);
      if (target) response.writeHead(status, { location: target }).end();
      else response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const options = {
  signal: AbortSignal.timeout(5000),
  timeoutMs: 5000,
  upstream: "The custom model's server",
  outbound: policy,
};
const post = (url: string) =>
  send(
    new URL(url),
    { method: "POST", headers: { authorization: "Bearer sk-custom" }, body: '{"q":1}' },
    options,
  );

describe("a call held to the outbound policy", () => {
  it("follows a redirect to an allowed address, keeping a 307's method and body", async () => {
    seen.length = 0;
    const response = await post(`${origin}/start?to=${encodeURIComponent(`${origin}/moved`)}`);
    expect(await readText(response, "test")).toBe('{"ok":true}');
    expect(seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ["POST", `/start?to=${encodeURIComponent(`${origin}/moved`)}`, '{"q":1}'],
      ["POST", "/moved", '{"q":1}'],
    ]);
    expect(seen[1]?.authorization).toBe("Bearer sk-custom");
  });

  it("continues a 303 as a GET without the body", async () => {
    seen.length = 0;
    await post(`${origin}/start?status=303&to=${encodeURIComponent(`${origin}/see-other`)}`);
    expect(seen.map(({ method, body }) => [method, body])).toEqual([
      ["POST", '{"q":1}'],
      ["GET", ""],
    ]);
  });

  it("refuses a redirect to a private address or the cloud metadata service at the check, never connecting", async () => {
    for (const target of ["http://models.intranet.test/v1", "http://169.254.169.254/latest/meta-data"]) {
      seen.length = 0;
      const sent = post(`${origin}/start?to=${encodeURIComponent(target)}`);
      await expect(sent).rejects.toBeInstanceOf(UpstreamFailure);
      await expect(sent).rejects.toThrow(/was not called: The host .* is a (private|cloud metadata) address/);
      expect(seen).toHaveLength(1);
    }
  });

  it("connects to the address it checked: a name resolved to loopback is reached there", async () => {
    seen.length = 0;
    const port = new URL(origin).port;
    const response = await post(`http://models.loopback.test:${port}/direct`);
    expect(response.statusCode).toBe(200);
    expect(seen.map(({ url }) => url)).toEqual(["/direct"]);
  });

  it("does not send the key on to another origin it is redirected to", async () => {
    seen.length = 0;
    const port = new URL(origin).port;
    await post(`${origin}/start?to=${encodeURIComponent(`http://models.loopback.test:${port}/elsewhere`)}`);
    expect(seen.map(({ authorization }) => authorization)).toEqual(["Bearer sk-custom", undefined]);
  });

  it("gives up after five redirects", async () => {
    const loop = `${origin}/loop?to=${encodeURIComponent(`${origin}/loop?to=${encodeURIComponent(`${origin}/loop`)}`)}`;
    seen.length = 0;
    server.removeAllListeners("request");
    server.on("request", (request, response) => {
      seen.push({ method: request.method ?? "", url: request.url ?? "", authorization: undefined, body: "" });
      request.resume();
      response.writeHead(307, { location: `${origin}/again-${seen.length}` }).end();
    });
    await expect(post(loop)).rejects.toThrow("redirected more than 5 times");
    expect(seen).toHaveLength(6);
  });
});
