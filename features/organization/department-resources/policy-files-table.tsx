import { Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { DeleteIconButton } from "../shared/delete-icon-button.tsx";
import { OrganizationTable } from "../shared/organization-table.tsx";
import type { DepartmentFilesState } from "./department-files.state.ts";
import { DepartmentResourceTableHead } from "./department-resource-table-head.tsx";
import { indexingText } from "./policy-indexing-text.ts";

const INTENT = { processing: "warning", embedding: "primary", indexed: "success" } as const;

/** The department's documents, newest first, each with its indexing, who changed it last, and a delete button. */
export function PolicyFilesTable({
  state,
  onRemove,
}: {
  readonly state: DepartmentFilesState;
  readonly onRemove: (fileId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <OrganizationTable
      className="app-department-resource-table"
      striped
      label={t("organization.departmentResources.files.title")}
    >
      <DepartmentResourceTableHead
        columns={[
          t("organization.departmentResources.files.columns.name"),
          t("organization.departmentResources.files.columns.status"),
          t("organization.departmentResources.files.columns.lastChangedBy"),
          t("organization.departmentResources.files.columns.added"),
        ]}
      />
      <tbody>
        {state.files.map((file) => (
          <tr key={file.id} data-testid="policy-file-row" data-file-id={file.id} data-file-name={file.name}>
            <td data-column="name" className="app-department-resource-name">
              {file.name}
            </td>
            <td data-column="status">
              <Tag minimal intent={INTENT[file.indexing.kind]}>
                {indexingText(t, file.indexing)}
              </Tag>
            </td>
            <td data-column="lastChangedBy">
              {file.lastModifiedByRole
                ? t(`organization.shared.roles.${file.lastModifiedByRole}`)
                : t("common.notAvailable")}
            </td>
            <td data-column="added">{file.addedOn}</td>
            <td className="app-department-resource-actions">
              <DeleteIconButton
                permission={file.deletion}
                label={t("organization.departmentResources.files.deleteFile", { name: file.name })}
                disabled={state.call !== null}
                data-testid="policy-file-delete"
                onClick={() => onRemove(file.id)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </OrganizationTable>
  );
}
