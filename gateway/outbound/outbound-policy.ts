import { lookup } from "node:dns/promises";
import { OutboundAllowlist, type ResolvedAddress, type Resolver } from "./outbound-address-policy.ts";

/** The variable holding the operator's allowlist of addresses that are not public (CIDR ranges, comma separated). */
export const OUTBOUND_ALLOW_VARIABLE = "GATEWAY_OUTBOUND_ALLOW";

/** Loopback, which `npm start` and the tests allow: their upstreams run on this machine. */
export const LOOPBACK = "127.0.0.0/8,::1";

/** What a URL called on someone's word is held to: the operator's allowlist, and how names are resolved. */
export interface OutboundPolicy {
  readonly allowlist: OutboundAllowlist;
  readonly resolve: Resolver;
}

/** The system's resolver: every address a name has, as the connection would otherwise look it up. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(
    ({ address, family }): ResolvedAddress => ({ address, family: family === 6 ? 6 : 4 }),
  );

export function outboundPolicyFrom(env: Readonly<Record<string, string | undefined>>): OutboundPolicy {
  return { allowlist: OutboundAllowlist.parse(env[OUTBOUND_ALLOW_VARIABLE]), resolve: systemResolver };
}
