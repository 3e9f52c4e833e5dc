import http from "node:http";
import https from "node:https";
import { WEBHOOK_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from "../../core/budget-alerts/webhook-signature.ts";
import { checkOutboundUrl, pinnedLookup } from "../outbound/outbound-address-policy.ts";
import type { OutboundPolicy } from "../outbound/outbound-policy.ts";
import type { AttemptOutcome } from "./webhook-deliveries.repository.ts";

/** A delivery ready to go: where, its id, the exact body and its signature. */
export interface SignedDelivery {
  readonly url: string;
  readonly id: string;
  readonly body: string;
  readonly signature: string;
}

class ReceiverTimeout extends Error {}

/**
 * POSTs one delivery, held to the outbound-address policy and connecting to the address it checked. A 2xx is
 * delivered; anything else (a redirect included: a receiver names its own URL) is a failed attempt, told in words
 * that say no more of the network than the URL's owner knows.
 */
export async function postWebhook(
  delivery: SignedDelivery,
  outbound: OutboundPolicy,
  timeoutMs: number,
): Promise<AttemptOutcome> {
  const checked = await checkOutboundUrl(delivery.url, outbound.allowlist, outbound.resolve);
  if (!checked.ok) return unreached(`The webhook was not called: ${checked.reason}`);
  const client = checked.url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(checked.url, {
      method: "POST",
      // A connection of its own, made to the address checked for this attempt.
      agent: false,
      lookup: pinnedLookup(checked),
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(delivery.body),
        "user-agent": "meridian-gateway-webhooks/1",
        [WEBHOOK_ID_HEADER]: delivery.id,
        [WEBHOOK_SIGNATURE_HEADER]: delivery.signature,
      },
    });
    const timer = setTimeout(() => request.destroy(new ReceiverTimeout()), timeoutMs).unref();
    request.on("close", () => clearTimeout(timer));
    request.on("response", (response) => {
      // The receiver's body says nothing the log keeps: read and dropped, so the connection can close.
      response.resume();
      const status = response.statusCode ?? 0;
      const delivered = status >= 200 && status < 300;
      resolve({
        delivered,
        responseStatus: status,
        error: delivered ? null : `The receiver answered ${status}`,
      });
    });
    request.on("error", (error) => {
      resolve(
        unreached(
          error instanceof ReceiverTimeout
            ? `The receiver did not answer within ${Math.round(timeoutMs / 1000)} s`
            : `The receiver could not be reached: ${error.message}`,
        ),
      );
    });
    request.end(delivery.body);
  });
}

function unreached(error: string): AttemptOutcome {
  return { delivered: false, responseStatus: null, error };
}
