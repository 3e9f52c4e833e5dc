import type { Config } from "../../core/config/config.entity.ts";
import type { Profile } from "../../core/config/profile.ts";
import { needsDefaultPolicy } from "../../core/security/content-security-policy.ts";
import { isAllowedScriptUrl } from "../../core/security/default-trusted-types-policy.ts";
import { TRUSTED_TYPE_POLICY } from "../../core/security/trusted-type-policies.ts";
import { policyOnce } from "../../core/security/trusted-types-factory.ts";

/**
 * Firebase's popup flow sets a script's src to Google's gapi loader, and Auth0 starts its token worker from a
 * blob: address, both as plain strings: the browser passes them to the `default` policy, which lets through only
 * those addresses (core/security/default-trusted-types-policy.ts). It creates no HTML and no script text.
 */
export function installDefaultTrustedTypesPolicy(window: Window, profile: Profile, config: Config): void {
  if (!needsDefaultPolicy(profile, config)) return;
  policyOnce(window, TRUSTED_TYPE_POLICY.default, {
    createScriptURL: (url) => {
      if (!isAllowedScriptUrl(url, window.location.origin, profile, config)) {
        throw new TypeError(`Script address outside the identity provider's allow-list: ${url}`);
      }
      return url;
    },
  });
}
