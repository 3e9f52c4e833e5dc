import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import {
  POLICY_FETCH_TIME_LIMIT_MS,
  POLICY_FILE_MAX_BYTES,
  POLICY_FILE_TOO_LARGE,
} from "../../core/organization/policy-file-limits.ts";
import { type CheckedUrl, checkOutboundUrl, pinnedLookup } from "../outbound/outbound-address-policy.ts";
import type { OutboundPolicy } from "../outbound/outbound-policy.ts";

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

export interface PolicyFetchRules {
  /** #14's address policy: loopback, private, link-local and metadata addresses refused unless allowed. */
  readonly outbound: OutboundPolicy;
  /** Only https unless the operator allows http. */
  readonly httpsOnly: boolean;
  /** 10 s unless a test says less. */
  readonly timeLimitMs?: number;
}

export type FetchedPolicy =
  | {
      readonly ok: true;
      readonly bytes: Uint8Array;
      readonly contentType: string | undefined;
      /** The last URL fetched (after redirects): its name's ending says what kind of document it claims to be. */
      readonly url: URL;
    }
  | { readonly ok: false; readonly reason: string };

class Refused extends Error {}

/**
 * Fetches a policy document from a URL given by a person: each URL, the first and every redirect, checked before it
 * is connected to (https unless allowed, the address policy) and connected to at the address checked; at most
 * 10 MB, all of it within `timeLimitMs`. A refusal says why in words for whoever gave the URL.
 */
export async function fetchPolicyDocument(target: string, rules: PolicyFetchRules): Promise<FetchedPolicy> {
  const timeLimitMs = rules.timeLimitMs ?? POLICY_FETCH_TIME_LIMIT_MS;
  const deadline = AbortSignal.timeout(timeLimitMs);
  const tooSlow = `The document did not arrive within ${timeLimitMs / 1000} seconds.`;
  try {
    let url = target;
    for (let hop = 0; ; hop++) {
      const checked = await checkedUrl(url, rules);
      const response = await get(checked, deadline);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (hop === MAX_REDIRECTS) throw new Refused(`The URL redirected more than ${MAX_REDIRECTS} times.`);
        url = new URL(location, checked.url).toString();
        continue;
      }
      if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) {
        response.resume();
        throw new Refused(`${checked.url.host} answered ${response.statusCode} instead of the document.`);
      }
      const bytes = await body(response);
      return { ok: true, bytes, contentType: response.headers["content-type"], url: checked.url };
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    if (deadline.aborted) return { ok: false, reason: tooSlow };
    return { ok: false, reason: `The document could not be fetched: ${(error as Error).message}.` };
  }
}

async function checkedUrl(url: string, rules: PolicyFetchRules): Promise<CheckedUrl> {
  if (rules.httpsOnly && URL.canParse(url) && new URL(url).protocol === "http:")
    throw new Refused("Only https URLs are fetched: this one is http.");
  const result = await checkOutboundUrl(url, rules.outbound.allowlist, rules.outbound.resolve);
  if (!result.ok) throw new Refused(`${result.reason}.`);
  return result;
}

function get(checked: CheckedUrl, signal: AbortSignal): Promise<IncomingMessage> {
  const client = checked.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(checked.url, {
      method: "GET",
      // A connection of its own, made to the address checked (a pooled one may lead elsewhere).
      agent: false,
      lookup: pinnedLookup(checked),
      signal,
      headers: {
        accept:
          "application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, text/plain, text/markdown",
      },
    });
    request.on("response", resolve);
    request.on("error", reject);
    request.end();
  });
}

async function body(response: IncomingMessage): Promise<Uint8Array> {
  if (Number(response.headers["content-length"] ?? 0) > POLICY_FILE_MAX_BYTES) {
    response.destroy();
    throw new Refused(POLICY_FILE_TOO_LARGE);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > POLICY_FILE_MAX_BYTES) {
      response.destroy();
      throw new Refused(POLICY_FILE_TOO_LARGE);
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
