import "./sortable-column-header.css";
import { Button } from "@blueprintjs/core";
import { CaretDown, CaretUp, DoubleCaretVertical } from "@blueprintjs/icons";

/** A table's order: a column and a direction, named as ARIA names them so a header can state it as is. */
export interface ColumnSort<Key extends string> {
  readonly key: Key;
  readonly direction: "ascending" | "descending";
}

const ORDER_ICONS = {
  ascending: <CaretUp />,
  descending: <CaretDown />,
  none: <DoubleCaretVertical className="app-sort-hint" />,
};

/**
 * A column header that orders the table when clicked (or activated with Enter or Space); it states the current
 * order through aria-sort, as screen readers expect.
 */
export function SortableColumnHeader<Key extends string>({
  label,
  sortKey,
  sort,
  onSort,
  numeric = false,
}: {
  readonly label: string;
  readonly sortKey: Key;
  readonly sort: ColumnSort<Key> | null;
  readonly onSort: (key: Key) => void;
  /** Right-aligned, as numbers read best. */
  readonly numeric?: boolean;
}) {
  const order = sort?.key === sortKey ? sort.direction : "none";
  return (
    <th scope="col" aria-sort={order} className={numeric ? "app-numeric" : undefined}>
      <Button
        variant="minimal"
        size="small"
        className="app-sort-button"
        endIcon={ORDER_ICONS[order]}
        active={order !== "none"}
        onClick={() => onSort(sortKey)}
      >
        {label}
      </Button>
    </th>
  );
}
