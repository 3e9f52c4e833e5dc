import "./organization-table.css";
import { HTMLTable, type HTMLTableProps } from "@blueprintjs/core";

interface OrganizationTableProps extends HTMLTableProps {
  /** The table's accessible name. */
  readonly label: string;
  /** The screen's own table class, for the rules only its table needs. */
  readonly className: string;
}

/** A full-width table of the organization screens, in a bordered frame that scrolls sideways when narrow. */
export function OrganizationTable({ label, className, ...props }: OrganizationTableProps) {
  return (
    <div className="app-org-table-frame">
      <HTMLTable {...props} className={`app-org-table ${className}`} aria-label={label} />
    </div>
  );
}
