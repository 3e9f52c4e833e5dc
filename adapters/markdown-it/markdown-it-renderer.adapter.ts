import type { Config, DOMPurify as Purifier } from "dompurify";
import MarkdownIt from "markdown-it";
import type { MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { linkSafePurifier, withSharedTrustedTypesPolicy } from "../sanitizer-dompurify/link-safe-purifier.ts";

// What a model's answer may be formatted with. No images (a remote image would tell a third party who read the
// answer, and when), no media, forms, styles or classes: each is a way to track, phish or overlay the dashboard.
const CONFIG: Config = {
  ALLOWED_TAGS: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote"],
    ...["strong", "em", "b", "i", "s", "del", "code", "pre"],
    ...["ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td", "a"],
  ],
  ALLOWED_ATTR: ["href", "title", "start"],
  // DOMPurify checks attributes it does not know as URI-safe against ALLOWED_URI_REGEXP: a list's number is none.
  ADD_URI_SAFE_ATTR: ["start"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
};

/**
 * Markdown by markdown-it (raw HTML off, bare addresses linked), then sanitized by a DOMPurify of its own: the
 * parser's output is never trusted on its own. An image is shown as its alt text and never loaded.
 */
export class MarkdownItRenderer implements MarkdownRenderer {
  private readonly markdown = new MarkdownIt({ html: false, linkify: true });
  private readonly purifier: Purifier;

  constructor(window: Window) {
    this.markdown.renderer.rules.image = (tokens, index, options, env, renderer) =>
      this.markdown.utils.escapeHtml(
        renderer.renderInlineAsText(tokens[index]?.children ?? [], options, env),
      );
    this.purifier = linkSafePurifier(window);
    if (this.purifier.isSupported) this.purifier.setConfig(withSharedTrustedTypesPolicy(window, CONFIG));
  }

  render(markdown: string): string {
    // Without a usable DOM DOMPurify returns its input untouched: fail closed and show the answer as text.
    if (!this.purifier.isSupported) return `<p>${this.markdown.utils.escapeHtml(markdown)}</p>`;
    return this.purifier.sanitize(this.markdown.render(markdown));
  }
}
