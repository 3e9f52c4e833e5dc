import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LoggedExchange } from "../../core/usage-logs/logged-exchange.ts";
import { readableContent } from "./readable-content.ts";
import type { UsageLogFormat } from "./usage-log-format.ts";
import { UsageLogMessage, UsageLogToolCall } from "./usage-log-message.tsx";
import { UsageLogText } from "./usage-log-text.tsx";

/**
 * What a request sent, as text only (it is whatever the caller sent): its messages one by one when it was a
 * conversation, else its content as it came.
 */
export function UsageLogRequestContent({
  content,
  exchange,
  format,
}: {
  content: string | null;
  exchange: LoggedExchange;
  format: UsageLogFormat;
}) {
  const { t } = useTranslation();
  return (
    <ContentSection label={t("usageLogs.drawer.requestContent")}>
      {exchange.messages ? (
        <ol className="usage-log-messages">
          {exchange.messages.map((message, index) => (
            // Messages have no identity of their own; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <UsageLogMessage key={index} message={message} format={format} />
          ))}
        </ol>
      ) : (
        <ReadableText content={content} />
      )}
    </ContentSection>
  );
}

/** What the model answered, as text only: its words (or the JSON a schema asked for) and the calls it made. */
export function UsageLogResponseContent({
  content,
  exchange,
}: {
  content: string | null;
  exchange: LoggedExchange;
}) {
  const { t } = useTranslation();
  const structured = exchange.structuredOutput;
  const calls = exchange.toolCalls;
  return (
    <ContentSection label={t("usageLogs.drawer.responseContent")}>
      {structured ? (
        <div className="usage-log-structured" data-testid="usage-log-structured-output">
          <span className="usage-log-structured-title">
            {structured.schemaName
              ? t("usageLogs.drawer.structuredOutputNamed", { name: structured.schemaName })
              : t("usageLogs.drawer.structuredOutput")}
          </span>
          <UsageLogText>{structured.json}</UsageLogText>
        </div>
      ) : content || calls.length === 0 ? (
        <ReadableText content={content} />
      ) : null}
      {calls.map((call, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: calls are listed in the order the model made them
        <UsageLogToolCall key={index} call={call} />
      ))}
    </ContentSection>
  );
}

function ContentSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="usage-log-content" aria-label={label}>
      <h3 className={`${Classes.HEADING} usage-log-content-title`}>{label}</h3>
      {children}
    </section>
  );
}

function ReadableText({ content }: { content: string | null }) {
  const { t } = useTranslation();
  const readable = readableContent(content);
  if (readable === null) return <p className={Classes.TEXT_MUTED}>{t("usageLogs.drawer.notRecorded")}</p>;
  return <UsageLogText>{readable.text}</UsageLogText>;
}
