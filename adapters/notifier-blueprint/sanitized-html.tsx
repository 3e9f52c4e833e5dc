import { useMemo } from "react";
import type { HtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";
import { TRUSTED_TYPE_POLICY } from "../../core/security/trusted-type-policies.ts";
import { policyOnce } from "../../core/security/trusted-types-factory.ts";

interface SanitizedHtmlProps {
  readonly html: string;
  readonly sanitizer: HtmlSanitizer;
  readonly className?: string;
}

/** The only place toasts render HTML; it sanitizes at the sink, so no caller can slip raw markup through. */
export function SanitizedHtml({ html, sanitizer, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizedMarkup(html, sanitizer), [html, sanitizer]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by HtmlSanitizer on the line above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Under Trusted Types innerHTML takes only TrustedHTML: the policy's createHTML is the sanitizer itself, so no
 * unsanitized string can become markup through it. Without Trusted Types, the sanitized string.
 */
function sanitizedMarkup(html: string, sanitizer: HtmlSanitizer): string {
  const policy = policyOnce(window, TRUSTED_TYPE_POLICY.sanitizedHtml, {
    createHTML: (input, using: HtmlSanitizer) => using.sanitize(input),
  });
  // React hands __html to innerHTML as it is; its typings know only strings.
  return (policy?.createHTML(html, sanitizer) ?? sanitizer.sanitize(html)) as string;
}
