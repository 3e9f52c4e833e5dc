import { TRUSTED_TYPE_POLICY } from "../../core/security/trusted-type-policies.ts";
import { trustedHtml } from "../../core/security/trusted-types-factory.ts";
import type { MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";

/** Markdown rendered (and so sanitized) by the renderer, as the TrustedHTML innerHTML requires under Trusted Types. */
export function trustedMarkdownHtml(markdown: string, renderer: MarkdownRenderer): string {
  return trustedHtml(window, TRUSTED_TYPE_POLICY.markdownHtml, markdown, (text) => renderer.render(text));
}
