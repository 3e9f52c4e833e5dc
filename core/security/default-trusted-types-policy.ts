import type { Config } from "../config/config.entity.ts";
import type { Profile } from "../config/profile.ts";
import { identityProviderSources } from "./identity-provider-sources.ts";

/**
 * Whether the `default` Trusted Types policy lets a plain string become a script address: only what the identity
 * SDK of the profile injects (Firebase: Google's gapi scripts; Auth0: its worker, a blob: of this origin).
 */
export function isAllowedScriptUrl(
  url: string,
  pageOrigin: string,
  profile: Profile,
  config: Config,
): boolean {
  const identity = identityProviderSources(profile, config);
  if (identity.blobWorkers && url.startsWith(`blob:${pageOrigin}/`)) return true;
  return identity.scriptUrlPrefixes.some((prefix) => url.startsWith(prefix));
}
