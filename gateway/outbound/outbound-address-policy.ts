import { BlockList, isIP } from "node:net";

/** What kind of address a name resolved to; only `public` ones are reached without the operator's word. */
export type AddressKind =
  | "public"
  | "loopback"
  | "private"
  | "link-local"
  | "metadata"
  | "unspecified"
  | "multicast"
  | "reserved";

/** One address a name resolves to, as node:dns lookup gives it. */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Resolves a host name to every address it has (node:dns `lookup(name, { all: true })` in production). */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** A URL that may be called, with the address it was checked at: connect there, never look the name up again. */
export interface CheckedUrl {
  readonly ok: true;
  readonly url: URL;
  readonly address: ResolvedAddress;
}

export interface RefusedUrl {
  readonly ok: false;
  /** Said to whoever gave the URL: names the host and why, never more of the network than they already know. */
  readonly reason: string;
}

/** How a refusal names the kind of address it met. */
const KIND_WORDS: Record<Exclude<AddressKind, "public">, string> = {
  loopback: "a loopback address",
  private: "a private address",
  "link-local": "a link-local address",
  metadata: "a cloud metadata address",
  unspecified: "an unspecified address",
  multicast: "a multicast address",
  reserved: "a reserved address",
};

/** Cloud metadata services: never reached, whatever the allowlist says. */
const METADATA_ADDRESSES: readonly ResolvedAddress[] = [
  { address: "169.254.169.254", family: 4 },
  { address: "169.254.170.2", family: 4 },
  { address: "100.100.100.200", family: 4 },
  { address: "fd00:ec2::254", family: 6 },
];

/** Address ranges by kind, most specific first (metadata before link-local). */
const RANGES: readonly (readonly [AddressKind, readonly (readonly [string, number, 4 | 6])[]])[] = [
  [
    "unspecified",
    [
      ["0.0.0.0", 8, 4],
      ["::", 128, 6],
    ],
  ],
  [
    "loopback",
    [
      ["127.0.0.0", 8, 4],
      ["::1", 128, 6],
    ],
  ],
  [
    "private",
    [
      ["10.0.0.0", 8, 4],
      ["172.16.0.0", 12, 4],
      ["192.168.0.0", 16, 4],
      ["100.64.0.0", 10, 4],
      ["fc00::", 7, 6],
    ],
  ],
  [
    "link-local",
    [
      ["169.254.0.0", 16, 4],
      ["fe80::", 10, 6],
    ],
  ],
  [
    "multicast",
    [
      ["224.0.0.0", 4, 4],
      ["ff00::", 8, 6],
    ],
  ],
  [
    "reserved",
    [
      ["192.0.0.0", 24, 4],
      ["192.0.2.0", 24, 4],
      ["198.18.0.0", 15, 4],
      ["198.51.100.0", 24, 4],
      ["203.0.113.0", 24, 4],
      ["240.0.0.0", 4, 4],
      ["100::", 64, 6],
      ["2001:db8::", 32, 6],
    ],
  ],
];

const LISTS = RANGES.map(([kind, subnets]) => {
  const list = new BlockList();
  for (const [network, prefix, family] of subnets)
    list.addSubnet(network, prefix, family === 4 ? "ipv4" : "ipv6");
  return [kind, list] as const;
});

const METADATA = new BlockList();
for (const { address, family } of METADATA_ADDRESSES)
  METADATA.addAddress(address, family === 4 ? "ipv4" : "ipv6");

/** The kind of one address; an IPv4 address written as IPv6 (::ffff:a.b.c.d) is judged as the IPv4 one. */
export function addressKind(address: string): AddressKind {
  const { address: plain, family } = unmapped(address);
  const type = family === 4 ? "ipv4" : "ipv6";
  if (METADATA.check(plain, type)) return "metadata";
  for (const [kind, list] of LISTS) if (list.check(plain, type)) return kind;
  return "public";
}

/**
 * The operator's allowlist: addresses the gateway may call although they are not public (a self-hosted model on
 * a private network, loopback for `npm start` and the tests). Written as CIDR ranges or single addresses, comma
 * separated (GATEWAY_OUTBOUND_ALLOW, e.g. `127.0.0.0/8,::1,10.20.0.0/16`). Metadata addresses are never allowed.
 */
export class OutboundAllowlist {
  private readonly list = new BlockList();

  private constructor(readonly entries: readonly string[]) {
    for (const entry of entries) {
      const [network = "", prefix] = entry.split("/");
      const family = isIP(network);
      if (family === 0)
        throw new Error(`GATEWAY_OUTBOUND_ALLOW: "${entry}" is not an address or a CIDR range`);
      const type = family === 4 ? "ipv4" : "ipv6";
      if (prefix === undefined) {
        this.list.addAddress(network, type);
        continue;
      }
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128) || !/^\d+$/.test(prefix))
        throw new Error(`GATEWAY_OUTBOUND_ALLOW: "${entry}" has no valid prefix length`);
      this.list.addSubnet(network, bits, type);
    }
  }

  /** From the environment's comma-separated list; an empty or missing one allows nothing but public addresses. */
  static parse(text: string | undefined): OutboundAllowlist {
    const entries = (text ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    return new OutboundAllowlist(entries);
  }

  allows(address: string): boolean {
    const { address: plain, family } = unmapped(address);
    return this.list.check(plain, family === 4 ? "ipv4" : "ipv6");
  }
}

/**
 * Checks a URL the gateway is to call on someone's word (a custom model's URL, later webhooks and policy
 * documents): http or https, no credentials in it, and every address its host resolves to public or allowed by
 * the operator. One address that is not refuses the URL, so a name that resolves to a public address and a
 * private one cannot be used to reach the private one. The address returned is the one to connect to.
 */
export async function checkOutboundUrl(
  target: string | URL,
  allowlist: OutboundAllowlist,
  resolve: Resolver,
): Promise<CheckedUrl | RefusedUrl> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, reason: "The URL is not a valid absolute URL" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { ok: false, reason: `Only http and https URLs can be called, not ${url.protocol.slice(0, -1)}` };
  if (url.username || url.password)
    return { ok: false, reason: "The URL must not carry a user name or password" };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: readonly ResolvedAddress[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return { ok: false, reason: `The host ${host} could not be resolved` };
    }
    if (addresses.length === 0) return { ok: false, reason: `The host ${host} could not be resolved` };
  }
  for (const { address } of addresses) {
    const kind = addressKind(address);
    if (kind === "public") continue;
    if (kind !== "metadata" && allowlist.allows(address)) continue;
    return { ok: false, reason: `The host ${host} is ${KIND_WORDS[kind]}, which the gateway does not call` };
  }
  return { ok: true, url, address: addresses[0] as ResolvedAddress };
}

/** The IPv4 address an IPv4-mapped IPv6 address stands for; others as they are. */
function unmapped(address: string): ResolvedAddress {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 4 };
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

/**
 * A `lookup` for node:http, node:https or undici's `connect` that answers with the address the URL was checked at:
 * the connection goes where the check looked, even if the name would resolve elsewhere a moment later.
 */
export function pinnedLookup({ address }: CheckedUrl) {
  return (
    _hostname: string,
    options: { readonly all?: boolean },
    callback: (error: Error | null, address: string | ResolvedAddress[], family?: number) => void,
  ): void => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
}
