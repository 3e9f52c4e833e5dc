import { checkOutboundUrl, type Resolver } from "../outbound/outbound-address-policy.ts";
import type { OutboundPolicy } from "../outbound/outbound-policy.ts";

/**
 * Why a webhook URL may not be saved, or null: an address the outbound policy refuses (private, loopback unless
 * the operator allows it, metadata…). A host name that does not resolve yet is accepted: a receiver's DNS may come
 * after its URL is configured, and every delivery is held to the policy again, at the address it connects to.
 */
export async function webhookAddressRefusal(url: string, outbound: OutboundPolicy): Promise<string | null> {
  let unresolved = false;
  const resolve: Resolver = async (host) => {
    const addresses = await outbound.resolve(host).catch(() => []);
    unresolved = addresses.length === 0;
    return addresses;
  };
  const checked = await checkOutboundUrl(url, outbound.allowlist, resolve);
  return checked.ok || unresolved ? null : checked.reason;
}
