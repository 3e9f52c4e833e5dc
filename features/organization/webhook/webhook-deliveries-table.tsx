import { Button, Classes, Tag } from "@blueprintjs/core";
import { Refresh } from "@blueprintjs/icons";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { OrganizationTable } from "../shared/organization-table.tsx";
import type { WebhookState } from "./webhook.state.ts";

const KEYS = "organization.webhook.deliveries";
const INTENT = { delivered: "success", pending: "warning", failed: "danger" } as const;

/** The webhook's deliveries, newest first: what was sent, how it went, and when it is tried again. */
export function WebhookDeliveriesTable({
  state,
  onRefresh,
}: {
  readonly state: WebhookState;
  readonly onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation();
  const when = (date: Date | null) =>
    date ? (
      <time dateTime={date.toISOString()}>
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "medium" }).format(date)}
      </time>
    ) : (
      t("common.notAvailable")
    );
  return (
    <section className="app-webhook-deliveries" aria-labelledby="webhook-deliveries-title">
      <div className="app-webhook-deliveries-header">
        <h3 id="webhook-deliveries-title" className={`${Classes.HEADING} organization-overview-subtitle`}>
          {t(`${KEYS}.title`)}
        </h3>
        <Button
          size="small"
          variant="minimal"
          icon={<Refresh />}
          loading={state.deliveriesStatus === "loading"}
          aria-label={`${t("common.refresh")}: ${t(`${KEYS}.title`)}`}
          onClick={onRefresh}
        >
          {t("common.refresh")}
        </Button>
      </div>
      {state.deliveriesStatus === "failed" ? (
        <p data-testid="webhook-deliveries-failed">{t(`${KEYS}.failed`)}</p>
      ) : state.deliveries.length === 0 ? (
        <p className={Classes.TEXT_MUTED} data-testid="webhook-deliveries-none">
          {t(`${KEYS}.none`)}
        </p>
      ) : (
        <OrganizationTable
          label={t(`${KEYS}.title`)}
          className="app-webhook-deliveries-table"
          compact
          striped
        >
          <thead>
            <tr>
              <th scope="col">{t(`${KEYS}.event`)}</th>
              <th scope="col">{t("usageLogs.columns.status")}</th>
              <th scope="col">{t(`${KEYS}.attempts`)}</th>
              <th scope="col">{t(`${KEYS}.lastAttempt`)}</th>
              <th scope="col">{t(`${KEYS}.nextAttempt`)}</th>
              <th scope="col">{t(`${KEYS}.response`)}</th>
              <th scope="col">{t("usageLogs.drawer.error")}</th>
            </tr>
          </thead>
          <tbody>
            {state.deliveries.map((delivery) => (
              <tr key={delivery.id} data-testid="webhook-delivery" data-delivery-id={delivery.id}>
                <td data-column="event">{eventName(t, delivery.event)}</td>
                <td data-column="status">
                  <Tag minimal intent={INTENT[delivery.status] ?? "none"}>
                    {t(`${KEYS}.statuses.${delivery.status}`)}
                  </Tag>
                </td>
                <td data-column="attempts">{delivery.attempts}</td>
                <td data-column="lastAttempt">{when(delivery.lastAttemptAt)}</td>
                <td data-column="nextAttempt">{when(delivery.nextAttemptAt)}</td>
                <td data-column="response">{delivery.responseStatus ?? t("common.notAvailable")}</td>
                {/* The receiver's own words: React renders them as text, never as markup. */}
                <td data-column="error" className="app-webhook-delivery-error">
                  {delivery.error ?? ""}
                </td>
              </tr>
            ))}
          </tbody>
        </OrganizationTable>
      )}
    </section>
  );
}

const KNOWN_EVENTS = ["test", "budget-threshold", "budget-forecast"] as const;

/** An event in words; one this dashboard does not know yet keeps the gateway's name. */
function eventName(t: TFunction, event: string): string {
  const known = KNOWN_EVENTS.find((name) => name === event);
  return known ? t(`${KEYS}.events.${known}`) : event;
}
