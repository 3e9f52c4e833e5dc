import { Classes, HTMLTable, Tag } from "@blueprintjs/core";
import { ArrowRight } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { AuditEntry } from "../../../core/audit/audit-entry.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import { ScrollRegion } from "../../../ui/components/scroll-region.tsx";
import { actorRoleText, auditKindText } from "./activity-texts.ts";
import { auditChangeLines } from "./audit-change-lines.ts";

/** One page of the audit log: when, who with which role, what changed, and each changed field before → after. */
export function ActivityTable({ items, busy }: { items: readonly AuditEntry[]; busy: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <ScrollRegion
      className="organization-activity-table-scroll"
      label={t("organization.activity.tableLabel")}
    >
      <HTMLTable
        className="organization-activity-table"
        compact
        striped
        aria-busy={busy}
        data-testid="activity-table"
      >
        <caption className="app-visually-hidden">{t("organization.activity.tableLabel")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("organization.activity.columns.when")}</th>
            <th scope="col">{t("organization.activity.columns.who")}</th>
            <th scope="col">{t("organization.activity.columns.what")}</th>
            <th scope="col">{t("organization.activity.columns.change")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => {
            const at = dateAndTime(new Date(entry.at), i18n.language);
            return (
              <tr
                key={entry.sequence}
                data-testid="activity-row"
                data-sequence={entry.sequence}
                data-kind={entry.kind}
              >
                <td>
                  <time dateTime={entry.at}>{t("organization.overview.activities.at", { ...at })}</time>
                  <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>#{entry.sequence}</div>
                </td>
                <td data-column="who">
                  <div>{entry.actor.email || t("organization.activity.system")}</div>
                  <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                    {actorRoleText(t, entry.actor.role)}
                  </div>
                </td>
                <td data-column="what">
                  <Tag minimal>{auditKindText(t, entry.kind)}</Tag>
                  <div className="organization-activity-subject">{entry.subject.name}</div>
                </td>
                <td data-column="change">
                  <ChangeLines entry={entry} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </ScrollRegion>
  );
}

/** The changed fields, one per line: name, value before, an arrow, value after ("none" for no value). */
function ChangeLines({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const none = t("organization.activity.noValue");
  const lines = auditChangeLines(entry.before, entry.after);
  if (lines.length === 0) return null;
  return (
    <ul className="organization-activity-change" data-testid="activity-change">
      {lines.map((line) => (
        <li key={line.field}>
          <span className="organization-activity-field">{line.field}</span>{" "}
          <span data-side="before">{line.before ?? none}</span> <ArrowRight size={12} aria-label="→" />{" "}
          <span data-side="after">{line.after ?? none}</span>
        </li>
      ))}
    </ul>
  );
}
