import { useMemo } from "react";
import type { HtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";
import { TRUSTED_TYPE_POLICY } from "../../core/security/trusted-type-policies.ts";
import { trustedHtml } from "../../core/security/trusted-types-factory.ts";

interface SanitizedHtmlProps {
  readonly html: string;
  readonly sanitizer: HtmlSanitizer;
  readonly className?: string;
}

/** The only place toasts render HTML; it sanitizes at the sink, so no caller can slip raw markup through. */
export function SanitizedHtml({ html, sanitizer, className }: SanitizedHtmlProps) {
  // Under Trusted Types innerHTML takes only TrustedHTML: the sanitizer is what makes it.
  const clean = useMemo(
    () => trustedHtml(window, TRUSTED_TYPE_POLICY.sanitizedHtml, html, (text) => sanitizer.sanitize(text)),
    [html, sanitizer],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: made by HtmlSanitizer in trustedHtml above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
