import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../core/money/format-usd.ts";
import type { GridNode } from "../../../core/organization/grid-node.entity.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import { SortableColumnHeader } from "../../../ui/components/sortable-column-header.tsx";
import { OrganizationTable } from "../shared/organization-table.tsx";
import type { GridNodeSort, GridNodeSortKey } from "./grid-node-order.ts";
import { RenewableShare } from "./renewable-share-cell.tsx";

/** The grid nodes, one a row, ordered by clicking a column header. */
export function GridNodesTable({
  nodes,
  sort,
  onSort,
}: {
  readonly nodes: readonly GridNode[];
  readonly sort: GridNodeSort;
  readonly onSort: (key: GridNodeSortKey) => void;
}) {
  const { t } = useTranslation();
  const header = (sortKey: GridNodeSortKey, numeric = false) => (
    <SortableColumnHeader
      label={t(`organization.models.gridNodes.columns.${sortKey}`)}
      sortKey={sortKey}
      sort={sort}
      onSort={onSort}
      numeric={numeric}
    />
  );
  return (
    <OrganizationTable
      className="app-org-models-table"
      striped
      label={t("organization.models.gridNodes.title")}
    >
      <thead>
        <tr>
          {header("region")}
          {header("name")}
          {header("location")}
          {header("lmp", true)}
          {header("renewable", true)}
          {header("updated")}
        </tr>
      </thead>
      <tbody>
        {nodes.map((node) => (
          <GridNodeRow key={node.id} node={node} />
        ))}
      </tbody>
    </OrganizationTable>
  );
}

function GridNodeRow({ node }: { readonly node: GridNode }) {
  const { t } = useTranslation();
  const { date, time } = dateAndTime(node.lastUpdatedAt);
  return (
    <tr data-testid="grid-node-row" data-node-id={node.id}>
      <td data-column="region">{node.region}</td>
      <td data-column="name">{node.name}</td>
      <td data-column="location">{node.location}</td>
      <td data-column="lmp" className="app-numeric">
        {t("organization.models.gridNodes.lmp", { price: formatUsd(node.lmp) })}
      </td>
      <td data-column="renewable" className="app-numeric">
        <RenewableShare percent={node.renewablePercentage} />
      </td>
      <td data-column="updated">
        <time dateTime={node.lastUpdatedAt.toISOString()}>{`${date} ${time}`}</time>
      </td>
    </tr>
  );
}
