import { TRUSTED_TYPE_POLICY } from "../../core/security/trusted-type-policies.ts";
import { policyOnce } from "../../core/security/trusted-types-factory.ts";
import type { MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";

/**
 * Markdown rendered by a MarkdownRenderer (which sanitizes), as the TrustedHTML innerHTML requires under Trusted
 * Types: the policy's createHTML is the renderer itself, so only rendered Markdown becomes markup through it.
 * Without Trusted Types, the rendered string.
 */
export function trustedMarkdownHtml(markdown: string, renderer: MarkdownRenderer): string {
  const policy = policyOnce(window, TRUSTED_TYPE_POLICY.markdownHtml, {
    createHTML: (input, using: MarkdownRenderer) => using.render(input),
  });
  // React hands __html to innerHTML as it is; its typings know only strings.
  return (policy?.createHTML(markdown, renderer) ?? renderer.render(markdown)) as string;
}
