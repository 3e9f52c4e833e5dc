import { describe, expect, it } from "vitest";
import {
  addressKind,
  checkOutboundUrl,
  OutboundAllowlist,
  pinnedLookup,
  type ResolvedAddress,
  type Resolver,
} from "./outbound-address-policy.ts";

/** A resolver that knows these names only; the tests never ask a real DNS server. */
function resolverOf(names: Record<string, readonly ResolvedAddress[]>): Resolver {
  return async (hostname) => {
    const found = names[hostname];
    if (!found) throw new Error(`ENOTFOUND ${hostname}`);
    return found;
  };
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });
const nobody = OutboundAllowlist.parse(undefined);
const resolve = resolverOf({
  "models.example.com": [v4("93.184.215.14")],
  "intranet.example.com": [v4("10.1.2.3")],
  "split.example.com": [v4("93.184.215.14"), v4("192.168.1.20")],
  "metadata.example.com": [v4("169.254.169.254")],
  "v6.example.com": [v6("2606:2800:21f:cb07:6820:80da:af6b:8b2c")],
  "mapped.example.com": [v6("::ffff:127.0.0.1")],
  "empty.example.com": [],
});

describe("the kind of an address", () => {
  it.each([
    ["93.184.215.14", "public"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["172.32.0.1", "public"],
    ["192.168.0.10", "private"],
    ["100.64.0.1", "private"],
    ["fd12:3456::1", "private"],
    ["169.254.10.10", "link-local"],
    ["fe80::1", "link-local"],
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["198.51.100.7", "reserved"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:93.184.215.14", "public"],
    ["2606:2800:21f:cb07:6820:80da:af6b:8b2c", "public"],
  ])("%s is %s", (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});

describe("a URL the gateway is asked to call", () => {
  it("is called at the public address its host resolves to", async () => {
    const checked = await checkOutboundUrl("https://models.example.com/v1", nobody, resolve);
    expect(checked).toMatchObject({ ok: true, address: v4("93.184.215.14") });
  });

  it("is refused when its host is private, with the host and the reason", async () => {
    expect(await checkOutboundUrl("http://intranet.example.com/v1", nobody, resolve)).toEqual({
      ok: false,
      reason: "The host intranet.example.com is a private address, which the gateway does not call",
    });
  });

  it("is refused when any address of its host is not public, so a second record cannot reach inside", async () => {
    expect(await checkOutboundUrl("https://split.example.com", nobody, resolve)).toMatchObject({ ok: false });
  });

  it.each([
    "http://127.0.0.1:8080/v1",
    "http://[::1]:8080/v1",
    "http://localhost.invalid/",
    "http://mapped.example.com/",
    "http://0.0.0.0/",
  ])("refuses %s without an allowlist", async (url) => {
    const resolveLocal: Resolver = async (host) =>
      host === "localhost.invalid" ? [v4("127.0.0.1")] : resolve(host);
    expect((await checkOutboundUrl(url, nobody, resolveLocal)).ok).toBe(false);
  });

  it("reaches loopback and a private network the operator allowed", async () => {
    const allowed = OutboundAllowlist.parse("127.0.0.0/8, ::1, 10.1.0.0/16");
    expect((await checkOutboundUrl("http://127.0.0.1:8787/v1", allowed, resolve)).ok).toBe(true);
    expect((await checkOutboundUrl("http://[::1]:8787/v1", allowed, resolve)).ok).toBe(true);
    expect((await checkOutboundUrl("http://intranet.example.com", allowed, resolve)).ok).toBe(true);
    expect((await checkOutboundUrl("http://mapped.example.com", allowed, resolve)).ok).toBe(true);
  });

  it("never reaches a cloud metadata address, even when its range is allowed", async () => {
    const allowed = OutboundAllowlist.parse("169.254.0.0/16");
    expect(await checkOutboundUrl("http://metadata.example.com/latest", allowed, resolve)).toEqual({
      ok: false,
      reason: "The host metadata.example.com is a cloud metadata address, which the gateway does not call",
    });
    expect((await checkOutboundUrl("http://169.254.169.254/", allowed, resolve)).ok).toBe(false);
  });

  it.each([
    ["ftp://models.example.com/", "Only http and https URLs can be called, not ftp"],
    ["file:///etc/passwd", "Only http and https URLs can be called, not file"],
    ["https://user:secret@models.example.com/", "The URL must not carry a user name or password"],
    ["not a url", "The URL is not a valid absolute URL"],
    ["https://unknown.example.com/", "The host unknown.example.com could not be resolved"],
    ["https://empty.example.com/", "The host empty.example.com could not be resolved"],
  ])("refuses %s: %s", async (url, reason) => {
    expect(await checkOutboundUrl(url, nobody, resolve)).toEqual({ ok: false, reason });
  });

  it("hands the connection the address it checked, whatever the name resolves to later (nothing connects)", async () => {
    const checked = await checkOutboundUrl("https://v6.example.com/v1", nobody, resolve);
    if (!checked.ok) throw new Error(checked.reason);
    const lookup = pinnedLookup(checked);
    const one = await new Promise((done) =>
      lookup("v6.example.com", {}, (_, address, family) => done({ address, family })),
    );
    expect(one).toEqual({ address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 });
    const all = await new Promise((done) =>
      lookup("v6.example.com", { all: true }, (_, addresses) => done(addresses)),
    );
    expect(all).toEqual([v6("2606:2800:21f:cb07:6820:80da:af6b:8b2c")]);
  });
});

describe("the operator's allowlist", () => {
  it.each(["localhost", "10.0.0.0/33", "10.0.0.0/x", "::1/129"])(
    "refuses %s with its entry named",
    (entry) => {
      expect(() => OutboundAllowlist.parse(entry)).toThrow(`"${entry}"`);
    },
  );

  it("allows nothing when empty", () => {
    expect(OutboundAllowlist.parse(" , ").allows("127.0.0.1")).toBe(false);
  });
});
