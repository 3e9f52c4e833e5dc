import { Classes } from "@blueprintjs/core";
import { Wrench } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "../../../core/chat-completions/chat-message.ts";
import { ToolCalls } from "../tool-calls.tsx";

const NO_SEND = () => false;

/**
 * What a column's conversation went through before its latest answer: the calls its model made and the person's
 * results, each shown as text.
 */
export function CompareHistory({ messages }: { readonly messages: readonly ChatMessage[] }) {
  const { t } = useTranslation();
  const names = new Map(
    messages.flatMap((message) => (message.toolCalls ?? []).map((call) => [call.id, call.name])),
  );
  const earlier = messages.filter((message) => message.role === "assistant" || message.role === "tool");
  if (earlier.length === 0) return null;
  return (
    <div className="compare-history" data-testid="compare-history">
      {earlier.map((message, index) =>
        message.role === "assistant" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column's earlier messages never change
          <div key={index}>
            {message.content ? <div className="compare-answer">{message.content}</div> : null}
            <ToolCalls calls={message.toolCalls ?? []} answerable={false} onSend={NO_SEND} />
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column's earlier messages never change
          <div key={index} className="compare-tool-result" data-testid="compare-tool-result">
            <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
              <Wrench size={12} aria-hidden />{" "}
              {t("playground.toolCalls.resultLabel", { name: names.get(message.toolCallId ?? "") ?? "" })}
            </div>
            <div className="compare-answer">{message.content}</div>
          </div>
        ),
      )}
    </div>
  );
}
