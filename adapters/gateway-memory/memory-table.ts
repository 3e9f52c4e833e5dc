import { GatewayError } from "../../core/errors/gateway-error.ts";

/**
 * One in-memory table of rows with an id, the only CRUD code of the organization area. Rows go in and out as
 * copies, so a caller can never change a stored row behind the table's back.
 */
export class MemoryTable<Row extends { readonly id: string }> {
  private readonly rows = new Map<string, Row>();

  /** `notFound` is the 404 message a missing row is reported with. */
  constructor(
    private readonly notFound: string,
    rows: readonly Row[] = [],
  ) {
    for (const row of rows) this.insert(row);
  }

  all(): Row[] {
    return [...this.rows.values()].map((row) => structuredClone(row));
  }

  where(matches: (row: Row) => boolean): Row[] {
    return this.all().filter(matches);
  }

  find(id: string): Row | undefined {
    const row = this.rows.get(id);
    return row && structuredClone(row);
  }

  /** The row, or a 404 with this table's message. */
  get(id: string): Row {
    const row = this.find(id);
    if (!row) throw GatewayError.http(404, this.notFound);
    return row;
  }

  insert(row: Row): Row {
    this.rows.set(row.id, structuredClone(row));
    return structuredClone(row);
  }

  update(id: string, changes: Partial<Row>): Row {
    return this.insert({ ...this.get(id), ...changes });
  }

  remove(id: string): void {
    this.get(id);
    this.rows.delete(id);
  }

  removeWhere(matches: (row: Row) => boolean): void {
    for (const row of this.where(matches)) this.rows.delete(row.id);
  }
}
