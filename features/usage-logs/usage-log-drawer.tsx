import { Button, Classes, Tag } from "@blueprintjs/core";
import { Duplicate } from "@blueprintjs/icons";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { loggedExchangeOf } from "../../core/usage-logs/logged-exchange.ts";
import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { AppDrawer } from "../../ui/components/app-dialog.tsx";
import { useService } from "../../ui/hooks/use-service.ts";
import { UsageLogRequestContent, UsageLogResponseContent } from "./usage-log-content.tsx";
import { type DetailField, usageLogDetails } from "./usage-log-details.ts";
import type { UsageLogFormat } from "./usage-log-format.ts";
import { UsageLogToolsOffered } from "./usage-log-tools-offered.tsx";

export interface UsageLogDrawerProps {
  /** The request shown; null closes the drawer. */
  readonly entry: UsageLogEntry | null;
  readonly format: UsageLogFormat;
  readonly onClose: () => void;
}

/**
 * Every field of one request (the figures the gateway estimated marked so), the tools it offered, its prompt and
 * its answer. Escape or the close button closes it.
 */
export function UsageLogDrawer({ entry, format, onClose }: UsageLogDrawerProps) {
  const { t } = useTranslation();
  // Kept while the drawer slides away, so it does not empty before it is gone.
  const shown = useRef(entry);
  if (entry) shown.current = entry;
  const request = entry ?? shown.current;
  const exchange = useMemo(() => (request ? loggedExchangeOf(request) : null), [request]);
  return (
    <AppDrawer
      isOpen={entry !== null}
      onClose={onClose}
      position="right"
      size="min(600px, 100vw)"
      title={request ? t("usageLogs.drawer.title", { id: request.requestId }) : undefined}
      className="usage-log-drawer"
    >
      {request && exchange ? (
        <div className={`${Classes.DRAWER_BODY} usage-log-drawer-body`} data-testid="usage-log-drawer">
          {usageLogDetails(request, format, t).map((section) => (
            <section key={section.title} className="usage-log-field-group">
              <h3 className={`${Classes.HEADING} usage-log-content-title`}>{section.title}</h3>
              <dl className="usage-log-fields">
                {section.fields.map((field) => (
                  <div key={field.id} className="usage-log-field" data-field={field.id}>
                    <dt>{field.label}</dt>
                    <dd>
                      <FieldValue field={field} failed={request.statusCode >= 400} />
                      {field.estimated ? (
                        <Tag className="usage-log-estimated" minimal round data-testid="usage-log-estimated">
                          {t("usageLogs.drawer.estimated")}
                        </Tag>
                      ) : null}
                      {field.note ? (
                        <span className={`${Classes.TEXT_MUTED} usage-log-note`}>{field.note}</span>
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
              {section.note ? <p className={`${Classes.TEXT_MUTED} usage-log-note`}>{section.note}</p> : null}
            </section>
          ))}
          {exchange.toolsOffered.length > 0 ? <UsageLogToolsOffered tools={exchange.toolsOffered} /> : null}
          <UsageLogRequestContent content={request.requestContent} exchange={exchange} format={format} />
          <UsageLogResponseContent content={request.responseContent} exchange={exchange} />
        </div>
      ) : null}
    </AppDrawer>
  );
}

function FieldValue({ field, failed }: { field: DetailField; failed: boolean }) {
  const { t } = useTranslation();
  switch (field.id) {
    case "requestId":
      return (
        <>
          <span className="usage-log-value usage-logs-mono">{field.text}</span>
          <CopyButton text={field.text} label={t("usageLogs.drawer.copyId")} />
        </>
      );
    case "statusCode":
      return (
        <Tag className="usage-log-value" intent={failed ? "danger" : "success"} minimal>
          {field.text}
        </Tag>
      );
    default:
      return <span className="usage-log-value">{field.text}</span>;
  }
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const notifier = useService(Notifier);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notifier.notify({ message: t("common.copied"), intent: "positive" });
    } catch {
      notifier.notify({ message: t("common.copyFailed"), intent: "negative" });
    }
  };
  return (
    <Button
      variant="minimal"
      size="small"
      icon={<Duplicate />}
      aria-label={label}
      title={label}
      onClick={copy}
    />
  );
}
