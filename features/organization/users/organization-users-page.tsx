import "./users.css";
import { Classes, NonIdealState } from "@blueprintjs/core";
import { People } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/components/page-header.tsx";
import { NoOrganizationState } from "../shared/no-organization-state.tsx";
import type { OrganizationScope } from "../shared/organization-scope.ts";
import { useOrganizationScope } from "../shared/use-organization-scope.ts";
import { usePermissionReason } from "../shared/use-permission-reason.ts";
import { MembersSection } from "./members-section.tsx";
import { SuperAdminsSection } from "./super-admins-section.tsx";

/**
 * The organization's people (SPEC §2 /organization/users): members by department for department admins and
 * above, managed by super admins and the owner, who also see the super admins (SPEC §6).
 */
export function OrganizationUsersPage() {
  const { t } = useTranslation();
  const scope = useOrganizationScope();
  return (
    <section className="app-page app-organization-users">
      <PageHeader title={t("organization.users.title")} />
      <UsersContent scope={scope} />
    </section>
  );
}

function UsersContent({ scope }: { readonly scope: OrganizationScope }) {
  const { t } = useTranslation();
  const { organizationId } = scope;
  if (!organizationId) return <NoOrganizationState />;
  if (!scope.can("viewMembers").allowed) return <MembersOnlyNotice scope={scope} />;
  // A new organization or role starts the sections afresh: what they loaded was someone else's view.
  const key = `${organizationId}:${scope.role}`;
  return (
    <>
      <p className={`${Classes.TEXT_MUTED} app-users-intro`}>{t("organization.users.intro")}</p>
      <MembersSection
        key={`members:${key}`}
        organizationId={organizationId}
        manage={scope.can("manageMembers")}
      />
      {scope.can("manageSuperAdmins").allowed ? (
        <SuperAdminsSection key={`super-admins:${key}`} organizationId={organizationId} />
      ) : null}
    </>
  );
}

/** What a department member reads instead of the list: why, and who can help. */
function MembersOnlyNotice({ scope }: { readonly scope: OrganizationScope }) {
  const { t } = useTranslation();
  const reason = usePermissionReason(scope.can("viewMembers"));
  return (
    <NonIdealState
      className="app-users-notice"
      icon={<People size={48} />}
      title={t("organization.users.noAccess.title")}
      description={
        <>
          <p>{t("organization.users.noAccess.description")}</p>
          {reason ? <p data-testid="permission-reason">{reason}</p> : null}
        </>
      }
    />
  );
}
