import type { Config } from "../config/config.entity.ts";
import type { Profile } from "../config/profile.ts";
import { identityProviderSources, originOf } from "./identity-provider-sources.ts";
import { TRUSTED_TYPE_POLICY } from "./trusted-type-policies.ts";

/** Written next to a build's index.html: the tests' static server and `rsbuild preview` send these headers. */
export const SECURITY_HEADERS_FILE = "security-headers.json";

/** What the policy of one build depends on: its profile, its config and the inline scripts of its index.html. */
export interface PolicyInput {
  readonly profile: Profile;
  readonly config: Config;
  /** `sha256-<base64>` of every inline script of the built index.html. */
  readonly inlineScriptHashes: readonly string[];
}

/** Directive name → its sources, in the order they are written. */
export type ContentSecurityPolicy = ReadonlyArray<readonly [directive: string, sources: readonly string[]]>;

/**
 * The dashboard's Content Security Policy (docs/hosting/security-headers.md): scripts only from its own origin and the
 * listed hashes (no 'unsafe-inline', no 'unsafe-eval'), network calls only to the gateway API and the identity
 * provider of the profile, no plugins, no <base>, never framed, and Trusted Types for every script sink.
 */
export function contentSecurityPolicy({
  profile,
  config,
  inlineScriptHashes,
}: PolicyInput): ContentSecurityPolicy {
  const identity = identityProviderSources(profile, config);
  const api = profile === "memory" ? [] : unique([config.apiOrigin, config.demoApiOrigin].map(originOf));
  const hashes = inlineScriptHashes.map((hash) => `'${hash}'`);
  const trustedTypes = [
    TRUSTED_TYPE_POLICY.sanitizedHtml,
    TRUSTED_TYPE_POLICY.markdownHtml,
    TRUSTED_TYPE_POLICY.serviceWorkerUrl,
    TRUSTED_TYPE_POLICY.domPurify,
    TRUSTED_TYPE_POLICY.chunkLoading,
    ...(needsDefaultPolicy(profile, config) ? [TRUSTED_TYPE_POLICY.default] : []),
  ];
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes, ...identity.script]],
    ["style-src", ["'self'"]],
    // The favicon is a data: SVG; pictures in answers and toasts are never loaded (shown as their alt text).
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...api, ...identity.connect]],
    ["frame-src", identity.frame.length > 0 ? unique(identity.frame) : ["'none'"]],
    ["worker-src", ["'self'", ...(identity.blobWorkers ? ["blob:"] : [])]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["require-trusted-types-for", ["'script'"]],
    ["trusted-types", trustedTypes],
  ];
}

/** Whether an identity SDK of the profile needs the narrow `default` Trusted Types policy. */
export function needsDefaultPolicy(profile: Profile, config: Config): boolean {
  const identity = identityProviderSources(profile, config);
  return identity.scriptUrlPrefixes.length > 0 || identity.blobWorkers;
}

export function serializePolicy(policy: ContentSecurityPolicy): string {
  return policy.map(([directive, sources]) => [directive, ...sources].join(" ")).join("; ");
}

/** Every response header the dashboard's host sends, the policy included. */
export function securityHeaders(input: PolicyInput): Readonly<Record<string, string>> {
  return {
    "Content-Security-Policy": serializePolicy(contentSecurityPolicy(input)),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // For browsers without frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
