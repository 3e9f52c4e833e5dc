import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from "dompurify";
import type { HtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";

// Only light formatting and links: toasts have no use for media, forms or styling, each an XSS vector.
const CONFIG: Config = {
  ALLOWED_TAGS: ["b", "i", "em", "strong", "code", "br", "p", "ul", "ol", "li", "a"],
  ALLOWED_ATTR: ["href", "title"],
  FORBID_TAGS: ["style", "iframe", "form", "img", "svg", "math", "object", "embed", "meta", "base", "link"],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
};

const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/** DOMPurify bound to one window; links may only go to http(s) or mailto and always open in a new tab. */
export class DomPurifySanitizer implements HtmlSanitizer {
  private readonly purifier: Purifier;

  constructor(window: Window) {
    this.purifier = DOMPurify(window as unknown as WindowLike);
    if (!this.purifier.isSupported) return;
    this.purifier.addHook("afterSanitizeAttributes", (node) => {
      if ((node as Element).tagName !== "A") return;
      const link = node as Element;
      const href = link.getAttribute("href");
      if (href !== null && !isSafeHref(href)) link.removeAttribute("href");
      if (link.hasAttribute("href")) {
        link.setAttribute("target", "_blank");
        link.setAttribute("rel", "noopener noreferrer");
      }
    });
  }

  sanitize(html: string): string {
    // Without a usable DOM DOMPurify returns its input untouched: fail closed and show the markup as text.
    if (!this.purifier.isSupported) return escapeHtml(html);
    return this.purifier.sanitize(html, CONFIG);
  }
}

function isSafeHref(href: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(href.trim()).protocol);
  } catch {
    return false;
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
