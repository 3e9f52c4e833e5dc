import { Classes } from "@blueprintjs/core";
import { Wrench } from "@blueprintjs/icons";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { PlaygroundToolResult } from "../../core/chat-completions/playground-conversation.ts";

/** The person's result for one call, as they typed it (plain text). */
export const ToolResultCard = memo(function ToolResultCard({ result }: { result: PlaygroundToolResult }) {
  const { t } = useTranslation();
  return (
    <article className="playground-turn playground-tool-result" data-testid="playground-tool-result">
      <header className="playground-turn-header">
        <Wrench size={12} aria-hidden />
        <span className={`playground-turn-author ${Classes.TEXT_MUTED}`}>
          {t("playground.toolCalls.resultLabel", { name: result.name })}
        </span>
      </header>
      <div className="playground-plain-text playground-tool-result-text" dir="auto">
        {result.content}
      </div>
    </article>
  );
});
