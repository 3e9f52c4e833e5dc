import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from "dompurify";
import { TRUSTED_TYPE_POLICY } from "../../core/security/trusted-type-policies.ts";
import { policyOnce } from "../../core/security/trusted-types-factory.ts";

const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/**
 * A DOMPurify bound to one window whose links may only go to http(s) or mailto and always open in a new tab
 * without handing the new page a reference back (noopener noreferrer). Each caller passes its own allow-list.
 */
export function linkSafePurifier(window: Window): Purifier {
  const purifier = DOMPurify(window as unknown as WindowLike);
  if (!purifier.isSupported) return purifier;
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if ((node as Element).tagName !== "A") return;
    const link = node as Element;
    const href = link.getAttribute("href");
    if (href !== null && !isSafeHref(href)) link.removeAttribute("href");
    if (link.hasAttribute("href")) {
      link.setAttribute("target", "_blank");
      link.setAttribute("rel", "noopener noreferrer");
    }
  });
  return purifier;
}

function isSafeHref(href: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(href.trim()).protocol);
  } catch {
    return false;
  }
}

/**
 * Each DOMPurify creates a Trusted Types policy named `dompurify` on first use, and the browser refuses a second
 * one: the purifiers of one window share this one (DOMPurify's own rules, which pass its output through).
 */
export function withSharedTrustedTypesPolicy(window: Window, config: Config): Config {
  const policy = policyOnce(window, TRUSTED_TYPE_POLICY.domPurify, {
    createHTML: (html) => html,
    createScriptURL: (url) => url,
  });
  return policy
    ? { ...config, TRUSTED_TYPES_POLICY: policy as unknown as Config["TRUSTED_TYPES_POLICY"] }
    : config;
}
