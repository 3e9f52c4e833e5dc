import type { Locator, Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  OrganizationOverviewDriver,
  OverviewContent,
  RequestEntry,
  RequestField,
  ShownActivity,
  ShownRole,
  ShownSummary,
  ShownTeam,
  ShownUpgrade,
} from "../../support/organization-overview-driver.ts";
import { brokenRules } from "./broken-rules.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { openThroughMenu } from "./menu.ts";
import { pageWithIdle } from "./settled-part.ts";
import { textOf, textsOf } from "./shown-text.ts";

const PAGE = ".organization-overview";
const FORM = "form.organization-request-form";
const UPGRADE = ".organization-upgrade";
const words = enUS.organization.overview.request;
const LABELS: Readonly<Record<RequestField, string>> = {
  "organization name": words.name,
  "contact email": words.email,
  "country code": words.country,
  "mobile number": words.phone,
};
const INTENTS = ["success", "warning", "danger", "primary"] as const;

/** The organization overview in Chromium, read through the screen's test ids and en-US labels. */
export class BrowserOrganizationOverviewDriver implements OrganizationOverviewDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await openThroughMenu(this.screen, enUS.nav.organization, "/organization");
    await this.ready();
  }

  async content(): Promise<OverviewContent> {
    const page = await this.ready();
    if (await page.getByTestId("organization-summary").isVisible()) return "organization";
    return (await page.locator(UPGRADE).isVisible()) ? "upgrade path" : "request form";
  }

  async summary(): Promise<ShownSummary> {
    const page = await this.ready();
    const card = page.getByTestId("organization-summary");
    const status = card.getByTestId("organization-status");
    const className = (await status.getAttribute("class")) ?? "";
    return {
      name: await textOf(card.getByTestId("organization-name")),
      status: await textOf(status),
      statusIntent: INTENTS.find((intent) => className.includes(`intent-${intent}`)) ?? "none",
      statusMeaning: await textOf(card.getByTestId("organization-status-meaning")),
      departments: count(await textOf(card.getByTestId("organization-departments"))),
      users: count(await textOf(card.getByTestId("organization-users"))),
    };
  }

  async role(): Promise<ShownRole> {
    const page = await this.ready();
    const card = page.getByTestId("organization-role");
    const memberships = await card.getByTestId("organization-membership").all();
    return {
      actingAs: await textOf(card.getByTestId("organization-acting-role")),
      statements: await textsOf(card.getByTestId("organization-role-statements").locator("li")),
      departments: await Promise.all(
        memberships.map(async (membership) => ({
          name: await textOf(membership.getByTestId("organization-membership-name")),
          role: await textOf(membership.getByTestId("organization-membership-role")),
        })),
      ),
    };
  }

  async links(): Promise<readonly string[]> {
    const page = await this.ready();
    return textsOf(page.getByTestId("organization-links").getByTestId("organization-link"));
  }

  async activities(): Promise<readonly ShownActivity[]> {
    const page = await this.ready();
    const rows = await page.getByTestId("organization-activity").all();
    return Promise.all(
      rows.map(async (row) => ({
        description: await textOf(row.getByTestId("activity-description")),
        type: await textOf(row.getByTestId("activity-type")),
        when: await textOf(row.getByTestId("activity-time")),
        at: (await row.getByTestId("activity-time").getAttribute("datetime")) ?? "",
      })),
    );
  }

  async team(): Promise<ShownTeam> {
    const page = await this.ready();
    const card = page.getByTestId("organization-team");
    const gate = card.getByTestId("organization-team-gate");
    const shown = await gate.isVisible();
    const upgrade = gate.getByRole("link", { name: enUS.organization.overview.team.upgrade });
    return {
      size: await textOf(card.getByTestId("organization-team-size")),
      gate: shown ? await textOf(gate.locator("p")) : null,
      upgradeLink: shown && (await upgrade.isVisible()) ? await upgrade.getAttribute("href") : null,
    };
  }

  async upgrade(): Promise<ShownUpgrade | null> {
    const page = await this.ready();
    const upgrade = page.locator(UPGRADE);
    if (!(await upgrade.isVisible())) return null;
    const link = upgrade.getByRole("link", { name: enUS.organization.overview.upgrade.action });
    return {
      title: await textOf(upgrade.getByRole("heading")),
      description: await textOf(upgrade.locator(".bp6-non-ideal-state-text > div")),
      link: (await link.getAttribute("href")) ?? "",
    };
  }

  async request(entry: RequestEntry): Promise<void> {
    const page = await this.ready();
    const form = page.locator(FORM);
    await this.field(page, "organization name").fill(entry.name);
    const country = this.field(page, "country code");
    const option = country.locator("option", { hasText: `${entry.country} (` }).first();
    await country.selectOption({ value: (await option.getAttribute("value")) ?? "" });
    await this.field(page, "mobile number").fill(entry.phone);
    await form.getByRole("button", { name: words.send, exact: true }).click();
    this.screen.unsettle();
    await this.ready();
  }

  async brokenRules(): Promise<Partial<Record<RequestField, readonly string[]>>> {
    return brokenRules((await this.ready()).locator(FORM), LABELS);
  }

  private field(page: Page, field: RequestField): Locator {
    return page.locator(FORM).getByLabel(LABELS[field], { exact: true });
  }

  /** The page once settled: nothing loading or being sent, and one of its three contents shown. */
  private async ready(): Promise<Page> {
    const page = await pageWithIdle(this.screen, PAGE);
    await page
      .locator(`${PAGE} [data-testid="organization-summary"], ${PAGE} ${UPGRADE}, ${FORM}[aria-busy="false"]`)
      .first()
      .waitFor();
    return page;
  }
}

/** A count as the page writes it ("1,204"). */
function count(written: string): number {
  return Number(written.replace(/[^\d]/g, ""));
}
