import type { CsvFile } from "./csv-file.ts";

/** How long the file's address stays valid: long enough for any browser to start the download. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a CSV file through the browser's download: text made here, or a file the gateway sent (a Blob, kept out
 * of the script's memory). The byte-order mark makes spreadsheet programs read the file as UTF-8 (names and
 * queries in any language).
 */
export function downloadCsv(file: Omit<CsvFile, "content"> & { readonly content: string | Blob }): void {
  downloadBlob(file.fileName, new Blob(["\uFEFF", file.content], { type: "text/csv;charset=utf-8" }));
}

/** Saves a file through the browser's download, as it is (a JSON export, a CSV that carries its own byte-order mark). */
export function downloadBlob(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
