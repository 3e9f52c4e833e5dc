import type { Config, DOMPurify as Purifier } from "dompurify";
import type { HtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";
import { linkSafePurifier, withSharedTrustedTypesPolicy } from "./link-safe-purifier.ts";

// Only light formatting and links: toasts have no use for media, forms or styling, each an XSS vector.
const CONFIG: Config = {
  ALLOWED_TAGS: ["b", "i", "em", "strong", "code", "br", "p", "ul", "ol", "li", "a"],
  ALLOWED_ATTR: ["href", "title"],
  FORBID_TAGS: ["style", "iframe", "form", "img", "svg", "math", "object", "embed", "meta", "base", "link"],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
};

/** DOMPurify bound to one window; links may only go to http(s) or mailto and always open in a new tab. */
export class DomPurifySanitizer implements HtmlSanitizer {
  private readonly purifier: Purifier;
  private readonly config: Config;

  constructor(window: Window) {
    this.purifier = linkSafePurifier(window);
    this.config = withSharedTrustedTypesPolicy(window, CONFIG);
  }

  sanitize(html: string): string {
    // Without a usable DOM DOMPurify returns its input untouched: fail closed and show the markup as text.
    if (!this.purifier.isSupported) return escapeHtml(html);
    return this.purifier.sanitize(html, this.config);
  }
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
