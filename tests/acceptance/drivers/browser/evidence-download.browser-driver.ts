import { readFile } from "node:fs/promises";
import type { Locator } from "playwright-core";
import { evidenceZipTexts } from "../../../../core/compliance-evidence/evidence-bundle.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  DownloadedEvidence,
  EvidenceDownloadDriver,
  ShownEvidenceDownload,
} from "../../support/evidence-download-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { openDepartmentTab } from "./department-tab.ts";
import { idlePart } from "./settled-part.ts";

const SECTION = '[data-testid="evidence-download"]';
const words = enUS.organization.departments.evidence;

/** The evidence download under a department's settings in Chromium, read by test ids and en-US labels. */
export class BrowserEvidenceDownloadDriver implements EvidenceDownloadDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(departmentName: string): Promise<void> {
    await openDepartmentTab(this.screen, departmentName, "settings");
    await idlePart(this.screen, '[data-testid="department-settings"]');
  }

  async shown(): Promise<ShownEvidenceDownload | null> {
    await idlePart(this.screen, '[data-testid="department-settings"]');
    if ((await this.screen.page().locator(SECTION).count()) === 0) return null;
    const section = await this.section();
    const month = section.getByLabel(words.month, { exact: true });
    return {
      months: await month
        .locator("option")
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
      month: await month.inputValue(),
      bodiesOffered: (await section.getByLabel(words.includeBodies, { exact: true }).count()) > 0,
    };
  }

  async chooseMonth(month: string): Promise<void> {
    await (await this.section()).getByLabel(words.month, { exact: true }).selectOption(month);
  }

  async includeBodies(): Promise<void> {
    const section = await this.section();
    // As a person does: a click on the checkbox's words (Blueprint draws its box over the input itself).
    await section.locator("label.bp6-checkbox", { hasText: words.includeBodies }).click();
    if (!(await section.getByLabel(words.includeBodies, { exact: true }).isChecked()))
      throw new Error("Request bodies were not included");
  }

  async download(): Promise<DownloadedEvidence> {
    const page = this.screen.page();
    const button = (await this.section()).getByRole("button", { name: words.download, exact: true });
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    const bytes = await readFile(await download.path());
    return { fileName: download.suggestedFilename(), files: evidenceZipTexts(new Uint8Array(bytes)) };
  }

  private section(): Promise<Locator> {
    return idlePart(this.screen, SECTION);
  }
}
