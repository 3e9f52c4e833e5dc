import { useTranslation } from "react-i18next";
import type { SuperAdmin } from "../../../core/organization/super-admin.entity.ts";
import { ActionsColumnHeader } from "../shared/actions-column-header.tsx";
import { DeleteIconButton } from "../shared/delete-icon-button.tsx";
import { OrganizationTable } from "../shared/organization-table.tsx";
import { isRemovable } from "./super-admins.state.ts";

/** The owner and the super admins, each with their id, email, phone and role; a remove button for all but the owner. */
export function SuperAdminsTable({
  admins,
  busy,
  onRemove,
}: {
  readonly admins: readonly SuperAdmin[];
  readonly busy: boolean;
  readonly onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <OrganizationTable className="app-users-table" striped label={t("organization.users.superAdmins.title")}>
      <thead>
        <tr>
          <th scope="col">{t("organization.users.superAdmins.columns.email")}</th>
          <th scope="col">{t("organization.users.superAdmins.columns.phone")}</th>
          <th scope="col">{t("organization.users.superAdmins.columns.role")}</th>
          <th scope="col">{t("organization.users.superAdmins.columns.id")}</th>
          <ActionsColumnHeader
            className="app-users-actions-cell"
            label={t("organization.users.superAdmins.columns.actions")}
          />
        </tr>
      </thead>
      <tbody>
        {admins.map((admin) => {
          const remove = t("organization.users.superAdmins.remove", { email: admin.email });
          return (
            <tr key={admin.id} data-testid="super-admin-row" data-admin-id={admin.id}>
              <td data-column="email">{admin.email}</td>
              <td data-column="phone">{admin.phone || t("common.notAvailable")}</td>
              <td data-column="role">{t(`organization.shared.roles.${admin.role}`)}</td>
              <td data-column="id">
                <code className="app-users-id">{admin.id}</code>
              </td>
              <td className="app-users-actions-cell">
                {isRemovable(admin) ? (
                  <DeleteIconButton label={remove} disabled={busy} onClick={() => onRemove(admin.id)} />
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </OrganizationTable>
  );
}
