import { Callout, Classes } from "@blueprintjs/core";
import { memo } from "react";
import { type PlaygroundReply, ReplyStatus } from "../../core/chat-completions/playground-conversation.ts";
import type { MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { MarkdownText } from "./markdown-text.tsx";
import { ReplyFooter } from "./reply-footer.tsx";
import { ReplyStatusTag } from "./reply-status-tag.tsx";

interface ReplyCardProps {
  readonly reply: PlaygroundReply;
  readonly renderer: MarkdownRenderer | null;
}

/**
 * One answer: the model asked, the Markdown as far as it was written, what went wrong if it failed, and its
 * figures. Memoized on the reply object, so while one reply streams the others do not render again.
 */
export const ReplyCard = memo(function ReplyCard({ reply, renderer }: ReplyCardProps) {
  const streaming = reply.status === ReplyStatus.STREAMING;
  return (
    <article
      className="playground-turn playground-reply"
      data-testid="playground-reply"
      data-streaming={String(streaming)}
      data-status={reply.status}
      aria-busy={streaming}
    >
      <header className="playground-turn-header">
        <span className={`playground-turn-author ${Classes.TEXT_MUTED}`}>{reply.model}</span>
        <ReplyStatusTag status={reply.status} />
      </header>
      {reply.content ? (
        <div data-testid="playground-reply-text">
          <MarkdownText markdown={reply.content} renderer={renderer} />
        </div>
      ) : null}
      {reply.error ? (
        <Callout intent="danger" compact className="playground-reply-error">
          {reply.error}
        </Callout>
      ) : null}
      <ReplyFooter reply={reply} />
    </article>
  );
});
