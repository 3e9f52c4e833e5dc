import { H2, NonIdealState } from "@blueprintjs/core";
import { Chat } from "@blueprintjs/icons";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  type PlaygroundTurn,
  pendingToolCalls,
} from "../../core/chat-completions/playground-conversation.ts";
import type { MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { QuestionCard } from "./question-card.tsx";
import { ReplyCard } from "./reply-card.tsx";
import { ToolResultCard } from "./tool-result-card.tsx";

/** How close to the bottom counts as "at the bottom": the reply being written is then followed. */
const FOLLOW_MARGIN_PX = 48;

interface ConversationProps {
  readonly turns: readonly PlaygroundTurn[];
  readonly renderer: MarkdownRenderer | null;
  readonly streaming: boolean;
  /** Answers the last reply's tool calls with the person's results. */
  readonly onSendResults: (results: Readonly<Record<string, string>>) => boolean;
}

/**
 * The questions, replies and tool results, scrolled along with the reply being written unless the person scrolled
 * up to read something earlier.
 */
export function Conversation({ turns, renderer, streaming, onSendResults }: ConversationProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const following = useRef(true);
  const answerableId = !streaming && pendingToolCalls(turns).length > 0 ? turns.at(-1)?.id : undefined;

  // Reading scrollHeight lays the page out at once: an empty conversation, as the playground first shows, has
  // nothing to follow, and its first layout is left to the browser's next frame.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && following.current && turns.length > 0) element.scrollTop = element.scrollHeight;
  }, [turns]);

  const onScroll = () => {
    const element = scroller.current;
    if (element)
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_MARGIN_PX;
  };

  return (
    <section
      ref={scroller}
      className="playground-conversation"
      aria-label={t("playground.conversation.label")}
      onScroll={onScroll}
    >
      {turns.length === 0 ? (
        // Blueprint writes its title as an h4; under the page's h2s that skips a level, so the title is an h2.
        <NonIdealState
          icon={<Chat size={40} />}
          description={
            <div>
              <H2 className="playground-empty-title">{t("playground.conversation.emptyTitle")}</H2>
              <div>{t("playground.conversation.emptyDescription")}</div>
            </div>
          }
        />
      ) : (
        turns.map((turn) =>
          turn.role === "user" ? (
            <QuestionCard key={turn.id} question={turn} />
          ) : turn.role === "tool" ? (
            <ToolResultCard key={turn.id} result={turn} />
          ) : (
            <ReplyCard
              key={turn.id}
              reply={turn}
              renderer={renderer}
              answerable={turn.id === answerableId}
              onSendResults={onSendResults}
            />
          ),
        )
      )}
    </section>
  );
}
