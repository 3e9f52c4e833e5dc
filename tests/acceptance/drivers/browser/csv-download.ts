import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Locator, Page } from "playwright-core";
import type { ExportedFile } from "../../support/usage-logs-driver.ts";

/** Clicks the export button and reads the CSV file it downloads. */
export async function downloadCsv(page: Page, button: Locator): Promise<ExportedFile> {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const content = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  return {
    fileName: download.suggestedFilename(),
    rows: Papa.parse<string[]>(content, { skipEmptyLines: true }).data,
  };
}
