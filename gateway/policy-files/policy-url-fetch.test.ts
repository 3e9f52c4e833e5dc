import { createServer as createHttpServer } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POLICY_FILE_MAX_BYTES, POLICY_FILE_TOO_LARGE } from "../../core/organization/policy-file-limits.ts";
import { OutboundAllowlist } from "../outbound/outbound-address-policy.ts";
import { LOOPBACK, type OutboundPolicy } from "../outbound/outbound-policy.ts";
import { fetchPolicyDocument } from "./policy-url-fetch.ts";
import {
  type ThrowawayCertificate,
  trustedThrowawayCertificate,
} from "./throwaway-certificate.test-helper.ts";

const HOST = "policies.loopback.test";
/** Names resolved without any DNS server: one to loopback, one to a private address, one to the metadata service. */
const resolve: OutboundPolicy["resolve"] = async (hostname) => {
  if (hostname === HOST) return [{ address: "127.0.0.1", family: 4 }];
  if (hostname === "intranet.test") return [{ address: "10.20.30.40", family: 4 }];
  if (hostname === "metadata.test") return [{ address: "169.254.169.254", family: 4 }];
  throw new Error(`ENOTFOUND ${hostname}`);
};
const loopbackAllowed: OutboundPolicy = { allowlist: OutboundAllowlist.parse(LOOPBACK), resolve };
const nothingAllowed: OutboundPolicy = { allowlist: OutboundAllowlist.parse(undefined), resolve };
const POLICY = "Prompts are kept for thirty days, then deleted.";

let certificate: ThrowawayCertificate;
let server: Server;
let origin: string;
const asked: string[] = [];

beforeAll(async () => {
  certificate = trustedThrowawayCertificate(HOST);
  server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
    const url = new URL(request.url ?? "/", "https://x");
    asked.push(url.pathname);
    if (url.pathname === "/policy.txt") response.writeHead(200, { "content-type": "text/plain" }).end(POLICY);
    else if (url.pathname === "/moved")
      response.writeHead(302, { location: url.searchParams.get("to") ?? "/policy.txt" }).end();
    else if (url.pathname === "/huge.txt") {
      // No Content-Length: the limit is held while the body arrives.
      response.writeHead(200, { "content-type": "text/plain" });
      response.end(Buffer.alloc(POLICY_FILE_MAX_BYTES + 1, "a"));
    } else if (url.pathname === "/huge-announced.txt")
      response.writeHead(200, { "content-length": String(POLICY_FILE_MAX_BYTES + 1) }).flushHeaders();
    else if (url.pathname === "/slow.txt") response.writeHead(200).write("Prompts are");
    else response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `https://${HOST}:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
  certificate.untrust();
});

/** Fetches with the rules given, and what the server was asked meanwhile. */
async function fetched(url: string, rules: Partial<Parameters<typeof fetchPolicyDocument>[1]> = {}) {
  asked.length = 0;
  const result = await fetchPolicyDocument(url, { outbound: loopbackAllowed, httpsOnly: true, ...rules });
  return { result, asked: [...asked] };
}

describe("fetching a policy document from a URL", () => {
  it("fetches it over https from an allowed address, its certificate checked", async () => {
    const { result } = await fetched(`${origin}/policy.txt`);
    expect(result).toMatchObject({ ok: true, contentType: "text/plain" });
    if (result.ok) expect(new TextDecoder().decode(result.bytes)).toBe(POLICY);
  });

  it("follows a redirect that passes the same checks", async () => {
    const { result, asked } = await fetched(
      `${origin}/moved?to=${encodeURIComponent(`${origin}/policy.txt`)}`,
    );
    expect(result.ok).toBe(true);
    expect(asked).toEqual(["/moved", "/policy.txt"]);
  });
});

describe("a URL over http, where the operator allows it", () => {
  it("is fetched from an allowed address", async () => {
    const plain = createHttpServer((_request, response) => response.end(POLICY));
    await new Promise<void>((done) => plain.listen(0, "127.0.0.1", done));
    try {
      const url = `http://${HOST}:${(plain.address() as AddressInfo).port}/policy.txt`;
      const { result } = await fetched(url, { httpsOnly: false });
      expect(result.ok && new TextDecoder().decode(result.bytes)).toBe(POLICY);
    } finally {
      plain.close();
    }
  });
});

describe("a URL refused at the check, before anything is connected to", () => {
  it.each([
    [
      "loopback",
      "https://127.0.0.1:9/policy.txt",
      "The host 127.0.0.1 is a loopback address, which the gateway does not call.",
    ],
    [
      "loopback IPv6",
      "https://[::1]:9/policy.txt",
      "The host ::1 is a loopback address, which the gateway does not call.",
    ],
    [
      "private",
      "https://intranet.test/policy.txt",
      "The host intranet.test is a private address, which the gateway does not call.",
    ],
    [
      "metadata",
      "https://metadata.test/latest",
      "The host metadata.test is a cloud metadata address, which the gateway does not call.",
    ],
    ["http", "http://intranet.test/policy.txt", "Only https URLs are fetched: this one is http."],
  ])("refuses %s: %s", async (_kind, url, reason) => {
    const policy = url.includes("metadata")
      ? { allowlist: OutboundAllowlist.parse("169.254.0.0/16"), resolve }
      : nothingAllowed;
    expect(await fetched(url, { outbound: policy })).toEqual({ result: { ok: false, reason }, asked: [] });
  });

  it("refuses http to an allowed address too while https is required", async () => {
    const port = new URL(origin).port;
    const { result, asked } = await fetched(`http://${HOST}:${port}/policy.txt`);
    expect(result).toEqual({ ok: false, reason: "Only https URLs are fetched: this one is http." });
    expect(asked).toEqual([]);
  });

  it("checks every redirect: one to a private address or to http is refused, never followed", async () => {
    for (const [to, reason] of [
      [
        "https://intranet.test/policy.txt",
        "The host intranet.test is a private address, which the gateway does not call.",
      ],
      [`http://${HOST}/policy.txt`, "Only https URLs are fetched: this one is http."],
    ]) {
      const { result, asked } = await fetched(`${origin}/moved?to=${encodeURIComponent(to ?? "")}`);
      expect(result).toEqual({ ok: false, reason });
      expect(asked).toEqual(["/moved"]);
    }
  });
});

describe("a document refused as it arrives", () => {
  it("refuses one over 10 MB, whether its length is announced or not", async () => {
    for (const path of ["/huge.txt", "/huge-announced.txt"])
      expect((await fetched(`${origin}${path}`)).result).toEqual({
        ok: false,
        reason: POLICY_FILE_TOO_LARGE,
      });
  });

  it("refuses one that does not arrive whole within the time limit", async () => {
    expect((await fetched(`${origin}/slow.txt`, { timeLimitMs: 300 })).result).toEqual({
      ok: false,
      reason: "The document did not arrive within 0.3 seconds.",
    });
  });

  it("refuses an answer other than the document", async () => {
    expect((await fetched(`${origin}/gone.txt`)).result).toEqual({
      ok: false,
      reason: `${new URL(origin).host} answered 404 instead of the document.`,
    });
  });
});
