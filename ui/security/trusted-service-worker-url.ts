import { TRUSTED_TYPE_POLICY } from "../../core/security/trusted-type-policies.ts";
import { policyOnce } from "../../core/security/trusted-types-factory.ts";

const SERVICE_WORKER_URL = "/sw.js";

/** /sw.js as the TrustedScriptURL `serviceWorker.register` requires under Trusted Types; any other address throws. */
export function trustedServiceWorkerUrl(window: Window): string {
  const policy = policyOnce(window, TRUSTED_TYPE_POLICY.serviceWorkerUrl, {
    createScriptURL: (url) => {
      if (url !== SERVICE_WORKER_URL) throw new TypeError(`Not the dashboard's service worker: ${url}`);
      return url;
    },
  });
  // The typings of `register` know only strings; the browser takes the TrustedScriptURL in their place.
  return (policy?.createScriptURL(SERVICE_WORKER_URL) ?? SERVICE_WORKER_URL) as string;
}
