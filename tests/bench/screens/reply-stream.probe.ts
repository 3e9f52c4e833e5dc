import type { Page } from "playwright-core";

/** The longest a 3,000-token reply may take to stream before the benchmark gives up. */
const STREAM_TIMEOUT_MS = 120_000;

interface Seen {
  firstTextAt?: number;
  endedAt?: number;
}

/** The next reply's stream as the page shows it, on the page's performance.now() clock. */
export interface ReplyStream {
  /** When the new reply first shows text. */
  started(): Promise<number>;
  /** When the new reply's data-streaming turned "false", and its text then. */
  ended(): Promise<{ endedAt: number; text: string }>;
}

/**
 * Watches for the next reply (`reply`, a selector) to appear, call before sending: a MutationObserver notes when
 * it first shows text and when its data-streaming attribute turns "false".
 */
export function replyStream(page: Page, reply: string): ReplyStream {
  const installed = page.evaluate(watchNextReply, reply);
  return {
    started: async () => {
      await installed;
      const found = await page.waitForFunction(
        () => (window as unknown as { __replyStream: Seen }).__replyStream.firstTextAt,
        undefined,
        { timeout: 30_000 },
      );
      return (await found.jsonValue()) as number;
    },
    ended: async () => {
      await installed;
      await page.waitForFunction(
        () => (window as unknown as { __replyStream: Seen }).__replyStream.endedAt,
        undefined,
        { timeout: STREAM_TIMEOUT_MS, polling: 250 },
      );
      return page.evaluate((selector) => {
        const replies = document.querySelectorAll(selector);
        const endedAt = (window as unknown as { __replyStream: Seen }).__replyStream.endedAt as number;
        return { endedAt, text: replies[replies.length - 1]?.textContent ?? "" };
      }, reply);
    },
  };
}

// Runs inside the page: only browser globals.
function watchNextReply(reply: string): void {
  const seen: Seen = {};
  (window as unknown as { __replyStream: Seen }).__replyStream = seen;
  const before = document.querySelectorAll(reply).length;
  const observer = new MutationObserver(() => {
    const current = document.querySelectorAll<HTMLElement>(reply)[before];
    if (!current) return;
    if (seen.firstTextAt === undefined && (current.textContent ?? "").trim() !== "")
      seen.firstTextAt = performance.now();
    if (seen.firstTextAt !== undefined && current.dataset.streaming === "false") {
      seen.endedAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
}
