import { Button, Tag } from "@blueprintjs/core";
import { Edit } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { OrganizationMember } from "../../../core/organization/organization-member.entity.ts";
import { ActionsColumnHeader } from "../shared/actions-column-header.tsx";
import { DeleteIconButton } from "../shared/delete-icon-button.tsx";
import { OrganizationTable } from "../shared/organization-table.tsx";

/** The members found, each with their departments and role there; the actions for those who may manage them. */
export function MembersTable({
  members,
  manage,
  busy,
  onEdit,
  onRemove,
}: {
  readonly members: readonly OrganizationMember[];
  /** Whether the person may change departments and remove people: the action column is shown only then. */
  readonly manage: boolean;
  readonly busy: boolean;
  readonly onEdit: (memberId: string) => void;
  readonly onRemove: (memberId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <OrganizationTable className="app-users-table" striped label={t("organization.users.members.title")}>
      <thead>
        <tr>
          <th scope="col">{t("organization.users.members.columns.email")}</th>
          <th scope="col">{t("organization.users.members.columns.departments")}</th>
          {manage ? (
            <ActionsColumnHeader
              className="app-users-actions-cell"
              label={t("organization.users.members.columns.actions")}
            />
          ) : null}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id} data-testid="member-row" data-member-id={member.id}>
            <td data-column="email">{member.email}</td>
            <td data-column="departments">
              <span className="app-users-departments-list">
                {member.departments.map((department) => (
                  <Tag key={department.id} minimal data-testid="member-department">
                    <span data-part="department">{department.name}</span>
                    <span className="app-users-role" data-part="role">
                      {t(`organization.shared.roles.${department.role}`)}
                    </span>
                  </Tag>
                ))}
              </span>
            </td>
            {manage ? (
              <td className="app-users-actions-cell">
                <MemberActions member={member} busy={busy} onEdit={onEdit} onRemove={onRemove} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </OrganizationTable>
  );
}

function MemberActions({
  member,
  busy,
  onEdit,
  onRemove,
}: {
  readonly member: OrganizationMember;
  readonly busy: boolean;
  readonly onEdit: (memberId: string) => void;
  readonly onRemove: (memberId: string) => void;
}) {
  const { t } = useTranslation();
  const edit = t("organization.users.members.editDepartments", { email: member.email });
  const remove = t("organization.users.members.remove", { email: member.email });
  return (
    <>
      <Button
        variant="minimal"
        icon={<Edit />}
        aria-label={edit}
        title={edit}
        disabled={busy}
        onClick={() => onEdit(member.id)}
      />
      <DeleteIconButton label={remove} disabled={busy} onClick={() => onRemove(member.id)} />
    </>
  );
}
