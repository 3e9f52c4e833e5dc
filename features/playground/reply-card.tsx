import { Callout, Classes } from "@blueprintjs/core";
import { memo } from "react";
import { type PlaygroundReply, ReplyStatus } from "../../core/chat-completions/playground-conversation.ts";
import type { MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { MarkdownText } from "./markdown-text.tsx";
import { ReplyFooter } from "./reply-footer.tsx";
import { ReplyStatusTag } from "./reply-status-tag.tsx";
import { SchemaCheck } from "./schema-check.tsx";
import { ToolCalls } from "./tool-calls.tsx";

interface ReplyCardProps {
  readonly reply: PlaygroundReply;
  readonly renderer: MarkdownRenderer | null;
  /** The reply's tool calls wait for the person's results. */
  readonly answerable: boolean;
  readonly onSendResults: (results: Readonly<Record<string, string>>) => boolean;
}

/**
 * One answer: the model asked, the Markdown as far as it was written, the functions it asked to call, whether it
 * follows the schema it was asked to follow, what went wrong if it failed, and its figures. Memoized on the reply
 * object, so while one reply streams the others do not render again.
 */
export const ReplyCard = memo(function ReplyCard({
  reply,
  renderer,
  answerable,
  onSendResults,
}: ReplyCardProps) {
  const streaming = reply.status === ReplyStatus.STREAMING;
  const calls = reply.toolCalls ?? [];
  const cutShort = reply.status === ReplyStatus.STOPPED || reply.status === ReplyStatus.FAILED;
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
      {calls.length > 0 ? (
        <ToolCalls calls={calls} answerable={answerable} incomplete={cutShort} onSend={onSendResults} />
      ) : null}
      {reply.schemaCheck ? <SchemaCheck check={reply.schemaCheck} /> : null}
      {reply.error ? (
        <Callout intent="danger" compact className="playground-reply-error">
          {reply.error}
        </Callout>
      ) : null}
      <ReplyFooter reply={reply} />
    </article>
  );
});
