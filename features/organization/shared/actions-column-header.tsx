/** The header of a table's row-actions column: named for screen readers, blank on screen. */
export function ActionsColumnHeader({
  label,
  className,
}: {
  readonly label: string;
  readonly className: string;
}) {
  return (
    <th scope="col" className={className}>
      <span className="app-visually-hidden">{label}</span>
    </th>
  );
}
