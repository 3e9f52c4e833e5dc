import { Classes } from "@blueprintjs/core";
import { Media } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { LoggedMessage, LoggedPart, LoggedToolCall } from "../../core/usage-logs/logged-exchange.ts";
import type { UsageLogFormat } from "./usage-log-format.ts";
import { UsageLogText } from "./usage-log-text.tsx";

/** One logged message: its role, its parts, the calls it made, and for a tool's result the call it answers. */
export function UsageLogMessage({ message, format }: { message: LoggedMessage; format: UsageLogFormat }) {
  const { t } = useTranslation();
  const answers = message.answers;
  const answered = answers ? (answers.name ?? answers.id) : null;
  return (
    <li
      className="usage-log-message"
      data-testid={answers ? "usage-log-tool-result" : undefined}
      data-tool-call-id={answers?.id ?? undefined}
    >
      <span className="usage-log-message-role">{message.role}</span>
      {answers ? (
        <span className="usage-log-answers">
          {answered
            ? t("usageLogs.drawer.toolResultOf", { name: answered })
            : t("usageLogs.drawer.toolResult")}
        </span>
      ) : null}
      {message.parts.map((part, index) => (
        // Parts have no identity of their own; their order is fixed.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <UsageLogPart key={index} part={part} format={format} />
      ))}
      {message.toolCalls.map((call, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: calls are listed in the order the model made them
        <UsageLogToolCall key={index} call={call} />
      ))}
    </li>
  );
}

/** A call the model made: the function's name and its arguments, as text. */
export function UsageLogToolCall({ call }: { call: LoggedToolCall }) {
  const { t } = useTranslation();
  return (
    <div className="usage-log-tool-call" data-testid="usage-log-tool-call" data-tool-name={call.name}>
      <span className="usage-log-tool-title">
        {t("usageLogs.drawer.toolCall")} <code className="usage-log-tool-name">{call.name}</code>
        {call.id ? <span className={`${Classes.TEXT_MUTED} usage-logs-mono`}> {call.id}</span> : null}
      </span>
      {call.arguments ? (
        <UsageLogText caption={t("usageLogs.drawer.toolArguments")}>{call.arguments}</UsageLogText>
      ) : null}
    </div>
  );
}

/** Words as text; an image as a placeholder naming it (a remote one by its address, never loaded). */
function UsageLogPart({ part, format }: { part: LoggedPart; format: UsageLogFormat }) {
  const { t } = useTranslation();
  if (part.kind !== "image") return <UsageLogText>{part.text}</UsageLogText>;
  const text = part.inline
    ? t("usageLogs.drawer.imageInline", { type: imageTypeName(part.type), size: format.bytes(part.bytes) })
    : t("usageLogs.drawer.imageRemote", { address: part.address });
  return (
    <p className="usage-log-image" data-testid="usage-log-image-placeholder">
      <Media className={Classes.TEXT_MUTED} />
      <span>{text}</span>
    </p>
  );
}

/** `image/png` reads PNG, `image/svg+xml` SVG. */
function imageTypeName(type: string): string {
  const subtype = type.includes("/") ? type.slice(type.indexOf("/") + 1) : type;
  return (subtype.split("+")[0] || type || "?").toUpperCase();
}
