import { Classes, NonIdealState } from "@blueprintjs/core";
import { Office } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RouteName } from "../../../core/routing/route-name.ts";
import { pathOf } from "../../../core/routing/route-table.ts";

/** Instead of the request form when the person's tier has no organizations (SPEC §6): why, and where to upgrade. */
export function OrganizationUpgradeState({ tierName }: { readonly tierName: string | null }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="organization-overview-notice organization-upgrade"
      icon={<Office size={48} />}
      title={t("organization.overview.upgrade.title")}
      description={
        tierName
          ? t("organization.overview.upgrade.description", { tier: tierName })
          : t("organization.overview.upgrade.descriptionWithoutTier")
      }
      action={<UpgradeLink label={t("organization.overview.upgrade.action")} />}
    />
  );
}

/** A link to the subscription page, drawn as a primary button. */
export function UpgradeLink({ label }: { readonly label: string }) {
  return (
    <Link to={pathOf(RouteName.SUBSCRIPTION)} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
      <span className={Classes.BUTTON_TEXT}>{label}</span>
    </Link>
  );
}
