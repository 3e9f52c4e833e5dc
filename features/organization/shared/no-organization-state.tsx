import { Classes, NonIdealState } from "@blueprintjs/core";
import { Office } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RouteName } from "../../../core/routing/route-name.ts";
import { pathOf } from "../../../core/routing/route-table.ts";

/** What an organization page shows to someone without an organization: the way to ask for one. */
export function NoOrganizationState() {
  const { t } = useTranslation();
  return (
    <NonIdealState
      icon={<Office size={48} />}
      title={t("organization.shared.noOrganization.title")}
      description={t("organization.shared.noOrganization.description")}
      action={
        <Link
          to={pathOf(RouteName.ORGANIZATION_PAGE)}
          className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
        >
          <span className={Classes.BUTTON_TEXT}>{t("organization.shared.noOrganization.action")}</span>
        </Link>
      }
    />
  );
}
