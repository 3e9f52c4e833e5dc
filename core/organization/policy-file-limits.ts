/** The kinds of policy document the gateway reads. */
export type PolicyFileKind = "pdf" | "docx" | "text" | "markdown";

/** Each kind's file name endings and media type: the file chooser's `accept`, the screen's words, a URL's type. */
export const POLICY_FILE_KINDS: Readonly<
  Record<PolicyFileKind, { readonly extensions: readonly string[]; readonly mediaType: string }>
> = {
  pdf: { extensions: [".pdf"], mediaType: "application/pdf" },
  docx: {
    extensions: [".docx"],
    mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  text: { extensions: [".txt"], mediaType: "text/plain" },
  markdown: { extensions: [".md", ".markdown"], mediaType: "text/markdown" },
};

/** The largest policy document accepted, in bytes (10 MB); the screen states it from here. */
export const POLICY_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Every accepted ending, for a file input's `accept`. */
export const POLICY_FILE_ACCEPT = Object.values(POLICY_FILE_KINDS)
  .flatMap(({ extensions }) => extensions)
  .join(",");

/** The kinds read, in words for messages and the API document. */
export const POLICY_FILE_KINDS_IN_WORDS = "PDF, DOCX, plain text or Markdown";

/** 413's words. */
export const POLICY_FILE_TOO_LARGE = "A policy file may be at most 10 MB; this one is larger.";

/** 415's words. */
export const POLICY_FILE_UNSUPPORTED = `A policy file must be ${POLICY_FILE_KINDS_IN_WORDS} (.pdf, .docx, .txt, .md); this one is none of them.`;

/** The longest the gateway waits for a document from a URL. */
export const POLICY_FETCH_TIME_LIMIT_MS = 10_000;
