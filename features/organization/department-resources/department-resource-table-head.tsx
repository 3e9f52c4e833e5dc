import { useTranslation } from "react-i18next";
import { ActionsColumnHeader } from "../shared/actions-column-header.tsx";

/** The headings of a department's resource table: its own columns, then the actions column. */
export function DepartmentResourceTableHead({ columns }: { readonly columns: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        <ActionsColumnHeader
          className="app-department-resource-actions"
          label={t("organization.departmentResources.columns.actions")}
        />
      </tr>
    </thead>
  );
}
