import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import type { RequestCodeSnippets } from "../../../core/code-snippets/code-snippets.ts";

/** An image this long or longer is shown by its start only: a photo would be megabytes of code. */
const SHORTEN_FROM_CHARS = 200;
/** Base64 comes in groups of four characters: a prefix of whole groups is still an image's data to any reader. */
const KEPT_DATA_CHARS = 32;

/** The request with each long image cut to the start of its data, and those starts. */
export function withShortenedImages(request: ChatCompletionRequest): {
  readonly request: ChatCompletionRequest;
  readonly starts: ReadonlySet<string>;
} {
  const starts = new Set<string>();
  const shorten = (url: string) => {
    const comma = url.indexOf(",");
    if (url.length < SHORTEN_FROM_CHARS || comma < 0) return url;
    const start = url.slice(comma + 1, comma + 1 + KEPT_DATA_CHARS);
    starts.add(start);
    return url.slice(0, comma + 1) + start;
  };
  const messages = request.messages.map((message) =>
    message.images?.length ? { ...message, images: message.images.map(shorten) } : message,
  );
  return { request: { ...request, messages }, starts };
}

/** The snippets with "…" after each shortened image, so no one takes the start for the whole. */
export function markShortened(
  snippets: RequestCodeSnippets,
  starts: ReadonlySet<string>,
): RequestCodeSnippets {
  const mark = (code: string) =>
    [...starts].reduce((marked, start) => marked.replaceAll(start, `${start}…`), code);
  return {
    curl: mark(snippets.curl),
    python: mark(snippets.python),
    typeScript: mark(snippets.typeScript),
    anthropic: snippets.anthropic === null ? null : mark(snippets.anthropic),
  };
}
