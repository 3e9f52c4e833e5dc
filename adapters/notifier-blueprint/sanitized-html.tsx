import { useMemo } from "react";
import type { HtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";

interface SanitizedHtmlProps {
  readonly html: string;
  readonly sanitizer: HtmlSanitizer;
  readonly className?: string;
}

/** The only place toasts render HTML; it sanitizes at the sink, so no caller can slip raw markup through. */
export function SanitizedHtml({ html, sanitizer, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizer.sanitize(html), [html, sanitizer]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by HtmlSanitizer on the line above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
