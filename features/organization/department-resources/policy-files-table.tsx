import { Classes, Spinner, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { DeleteIconButton } from "../shared/delete-icon-button.tsx";
import { OrganizationTable } from "../shared/organization-table.tsx";
import type { DepartmentFilesState, ListedPolicyFile } from "./department-files.state.ts";
import { DepartmentResourceTableHead } from "./department-resource-table-head.tsx";
import { sizeText, statusText } from "./policy-status-text.ts";

const INTENT = { pending: "warning", indexed: "success", failed: "danger" } as const;
const KEYS = "organization.departmentResources.files";

/** The department's documents, newest first, each with its status, size, who changed it last, and a delete button. */
export function PolicyFilesTable({
  state,
  onRemove,
}: {
  readonly state: DepartmentFilesState;
  readonly onRemove: (fileId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <OrganizationTable className="app-department-resource-table" striped label={t(`${KEYS}.title`)}>
      <DepartmentResourceTableHead
        columns={[
          t(`${KEYS}.columns.name`),
          t(`${KEYS}.columns.status`),
          t(`${KEYS}.columns.size`),
          t(`${KEYS}.columns.lastChangedBy`),
          t(`${KEYS}.columns.added`),
        ]}
      />
      <tbody>
        {state.files.map((file) => (
          <tr key={file.id} data-testid="policy-file-row" data-file-id={file.id} data-file-name={file.name}>
            <td data-column="name" className="app-department-resource-name">
              {file.name}
            </td>
            <td data-column="status" data-status={file.status.kind}>
              <PolicyStatus file={file} text={statusText(t, file.status)} />
            </td>
            <td data-column="size">{sizeText(i18n.language, file.sizeBytes)}</td>
            <td data-column="lastChangedBy">
              {file.lastModifiedByRole
                ? t(`organization.shared.roles.${file.lastModifiedByRole}`)
                : t("common.notAvailable")}
            </td>
            <td data-column="added">{file.addedOn}</td>
            <td className="app-department-resource-actions">
              <DeleteIconButton
                permission={file.deletion}
                label={t(`${KEYS}.deleteFile`, { name: file.name })}
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

/** The status as a tag; a failure's reason (the gateway's words, shown as text) underneath. */
function PolicyStatus({ file, text }: { readonly file: ListedPolicyFile; readonly text: string }) {
  const { status } = file;
  return (
    <div className="app-policy-status">
      <Tag
        minimal
        intent={INTENT[status.kind]}
        icon={status.kind === "pending" ? <Spinner size={12} /> : undefined}
      >
        {text}
      </Tag>
      {status.kind === "failed" && status.reason ? (
        <span className={`app-policy-status-reason ${Classes.TEXT_MUTED}`} data-testid="policy-file-reason">
          {status.reason}
        </span>
      ) : null}
    </div>
  );
}
