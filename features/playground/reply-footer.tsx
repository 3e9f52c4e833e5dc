import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { PlaygroundReply } from "../../core/chat-completions/playground-conversation.ts";
import { replyFigures } from "./reply-figures.ts";

/** Which model served a 'Best Available' reply and why, then the reply's usage and cost once it ends. */
export function ReplyFooter({ reply }: { reply: PlaygroundReply }) {
  const { t } = useTranslation();
  const figures = replyFigures(t, reply);
  if (!figures.servedBy && !figures.usage) return null;
  return (
    <footer className={`playground-reply-footer ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
      {figures.servedBy ? (
        <p>
          <span data-testid="playground-reply-served-by">{figures.servedBy}</span>
          {figures.reason ? <span data-testid="playground-reply-reason">{figures.reason}</span> : null}
        </p>
      ) : null}
      {figures.usage ? (
        <p>
          <span data-testid="playground-reply-usage">{figures.usage}</span>
          {figures.cost ? <span data-testid="playground-reply-cost">{figures.cost}</span> : null}
          {figures.energyCost ? <span>{figures.energyCost}</span> : null}
        </p>
      ) : null}
    </footer>
  );
}
