import { Classes } from "@blueprintjs/core";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { PlaygroundQuestion } from "../../core/chat-completions/playground-conversation.ts";

/** What the person asked, as they typed it (plain text). */
export const QuestionCard = memo(function QuestionCard({ question }: { question: PlaygroundQuestion }) {
  const { t } = useTranslation();
  return (
    <article className="playground-turn playground-question" data-testid="playground-question">
      <header className="playground-turn-header">
        <span className={`playground-turn-author ${Classes.TEXT_MUTED}`}>
          {t("playground.conversation.you")}
        </span>
      </header>
      <div className="playground-plain-text" data-testid="playground-question-text" dir="auto">
        {question.content}
      </div>
    </article>
  );
});
