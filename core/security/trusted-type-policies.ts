/**
 * The Trusted Types policies the dashboard may create (CSP `trusted-types`); any other name is refused by the
 * browser. Each guards one kind of sink so a review can find every place that turns a string into markup or code.
 */
export const TRUSTED_TYPE_POLICY = {
  /** Toast HTML: its createHTML runs the HTML sanitizer itself (adapters/notifier-blueprint). */
  sanitizedHtml: "dashboard-sanitized-html",
  /** Rendered Markdown (docs, model answers): its createHTML is a MarkdownRenderer, which sanitizes (ui/security). */
  markdownHtml: "dashboard-markdown-html",
  /** The service worker's script address, /sw.js and nothing else (ui/service-worker). */
  serviceWorkerUrl: "dashboard-service-worker-url",
  /** DOMPurify parses its input through a policy of its own; one per window, shared by every purifier. */
  domPurify: "dompurify",
  /** Rspack's runtime loads the lazy chunks (output.trustedTypes in ui/security/security-headers-plugin.ts). */
  chunkLoading: "rspack",
  /**
   * Identity SDKs that assign plain strings to script sinks (Firebase's gapi loader, Auth0's token worker): the
   * browser hands those strings to this policy, which lets through only the addresses listed for the profile.
   */
  default: "default",
} as const;
