import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { readableContent } from "./readable-content.ts";

/** A logged request or response, as text only: it is whatever the caller sent or the model answered. */
export function UsageLogContent({ label, content }: { label: string; content: string | null }) {
  const { t } = useTranslation();
  const readable = readableContent(content);
  return (
    <section className="usage-log-content" aria-label={label}>
      <h3 className={`${Classes.HEADING} usage-log-content-title`}>{label}</h3>
      {readable === null ? (
        <p className={Classes.TEXT_MUTED}>{t("usageLogs.drawer.notRecorded")}</p>
      ) : readable.kind === "messages" ? (
        <ol className="usage-log-messages">
          {readable.messages.map((message, index) => (
            // Messages have no identity of their own; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="usage-log-message">
              <span className="usage-log-message-role">{message.role}</span>
              <pre className="usage-log-text">{message.content}</pre>
            </li>
          ))}
        </ol>
      ) : (
        <pre className="usage-log-text">{readable.text}</pre>
      )}
    </section>
  );
}
