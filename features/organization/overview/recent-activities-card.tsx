import { Card, Classes, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RouteName } from "../../../core/routing/route-name.ts";
import { pathOf } from "../../../core/routing/route-table.ts";
import type { ListedActivity } from "./organization-overview.state.ts";
import { OverviewCardHeading } from "./overview-card-heading.tsx";
import { activityTypeText, activityWhenText } from "./overview-texts.ts";

/**
 * Recent activities, newest first (the audit log's latest entries): what happened (the gateway's words, as text),
 * its kind in the interface language, and when; with the way to the whole log for those who may read it.
 */
export function RecentActivitiesCard({
  activities,
  showAll,
}: {
  readonly activities: readonly ListedActivity[];
  readonly showAll: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      className="organization-overview-card organization-overview-activities"
      data-testid="organization-activities"
    >
      <OverviewCardHeading id="organization-activities-title">
        {t("organization.overview.activities.title")}
      </OverviewCardHeading>
      {activities.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t("organization.overview.activities.empty")}</p>
      ) : (
        <ol className="organization-overview-activity-list" aria-labelledby="organization-activities-title">
          {activities.map((activity) => (
            <li
              // Activities have no id: their time, kind and words tell them apart.
              key={`${activity.createdAt.toISOString()}-${activity.type}-${activity.description}`}
              className="organization-overview-activity"
              data-testid="organization-activity"
            >
              <span className="organization-overview-activity-description" data-testid="activity-description">
                {activity.description}
              </span>
              <Tag minimal className="organization-overview-activity-type" data-testid="activity-type">
                {activityTypeText(t, activity.type)}
              </Tag>
              <time
                className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}
                dateTime={activity.createdAt.toISOString()}
                data-testid="activity-time"
              >
                {activityWhenText(t, i18n.language, activity)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {showAll ? (
        <Link to={pathOf(RouteName.ORGANIZATION_ACTIVITY_PAGE)} data-testid="organization-activities-all">
          {t("organization.overview.activities.viewAll")}
        </Link>
      ) : null}
    </Card>
  );
}
