import type { Locator } from "playwright-core";

/** A row as the page shows it: its data attributes, and the text of each of its `[data-column]` cells. */
export interface ShownRow {
  readonly data: Readonly<Record<string, string | undefined>>;
  /** The trimmed text of the row's first cell of that column; "" when it has none. */
  text(column: string): string;
}

/** The rows matching, each read once in the page. */
export async function rowsOf(rows: Locator): Promise<ShownRow[]> {
  const read = await rows.evaluateAll((elements) =>
    elements.map((row) => {
      const cells: Record<string, string> = {};
      for (const cell of row.querySelectorAll("[data-column]")) {
        const column = cell.getAttribute("data-column") ?? "";
        cells[column] ??= (cell.textContent ?? "").trim();
      }
      return { data: { ...(row as HTMLElement).dataset }, cells };
    }),
  );
  return read.map(({ data, cells }) => ({ data, text: (column) => cells[column] ?? "" }));
}
