import type { Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type { ActivityDriver, ShownActivity, ShownVerification } from "../../support/activity-driver.ts";
import type { ExportedFile } from "../../support/usage-logs-driver.ts";
import { changeAddress, pageFollowingAddress } from "./address-following.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { downloadCsv } from "./csv-download.ts";
import { valuesIn } from "./en-us-template.ts";
import { textIfShown, textOf } from "./shown-text.ts";

const PATH = "/organization/activity";
const ACTIVITY = enUS.organization.activity;
const LOG = '[data-testid="activity"]';
const NOT_FOR_ME = '[data-testid="activity-needs-role"]';

/** The Activity page in Chromium, found by role and en-US label and by the screen's test ids. */
export class BrowserActivityDriver implements ActivityDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open(PATH);
    const page = this.screen.page();
    await page.locator(`${LOG}, ${NOT_FOR_ME}`).first().waitFor();
    if ((await page.locator(NOT_FOR_ME).count()) === 0) await this.ready();
  }

  async entries(): Promise<readonly ShownActivity[]> {
    const page = await this.ready();
    return page.getByTestId("activity-row").evaluateAll((rows) =>
      rows.map((row) => {
        const text = (element: Element | null | undefined) =>
          (element?.textContent ?? "").replace(/\s+/g, " ").trim();
        const who = row.querySelectorAll('[data-column="who"] > div');
        const what = row.querySelector('[data-column="what"]');
        return {
          kind: text(what?.querySelector(".bp6-tag")),
          subject: text(what?.querySelector(".organization-activity-subject")),
          who: text(who[0]),
          role: text(who[1]),
          changes: [...row.querySelectorAll('[data-testid="activity-change"] > li')].map((line) => ({
            field: text(line.querySelector(".organization-activity-field")),
            before: text(line.querySelector('[data-side="before"]')),
            after: text(line.querySelector('[data-side="after"]')),
          })),
        };
      }),
    );
  }

  async chooseKind(label: string): Promise<void> {
    const page = await this.ready();
    await changeAddress(this.screen, () =>
      page.getByLabel(ACTIVITY.filters.kind, { exact: true }).selectOption({ label }),
    );
    await this.ready();
  }

  async verify(): Promise<ShownVerification> {
    const page = await this.ready();
    await page.getByRole("button", { name: ACTIVITY.verify.button, exact: true }).click();
    const answer = page.getByTestId("activity-verification");
    await answer.waitFor();
    return { intact: (await answer.getAttribute("data-intact")) === "true", text: await textOf(answer) };
  }

  async head(): Promise<{ readonly count: number; readonly hash: string }> {
    const page = await this.ready();
    const hash = await textOf(page.getByTestId("activity-head-hash"));
    const shown = await textOf(page.getByTestId("activity-head"));
    const count = Number(valuesIn(`${ACTIVITY.head} {{hash}}`, shown)?.count ?? Number.NaN);
    return { count, hash };
  }

  async exportCsv(): Promise<ExportedFile> {
    const page = await this.ready();
    return downloadCsv(page, page.getByRole("button", { name: ACTIVITY.export.csv, exact: true }));
  }

  async notForMe(): Promise<string | null> {
    await this.screen.settle();
    return textIfShown(this.screen.page().locator(`${NOT_FOR_ME} h4`));
  }

  /** The page once the entries shown follow the address. */
  private ready(): Promise<Page> {
    return pageFollowingAddress(this.screen, LOG);
  }
}
