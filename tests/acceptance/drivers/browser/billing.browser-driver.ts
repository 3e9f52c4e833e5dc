import type { Locator } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  BillingDriver,
  CardToAdd,
  ListedCard,
  ListedInvoice,
  ShownAccountFigures,
  ShownInvoicePage,
} from "../../support/billing-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { settledPart } from "./settled-part.ts";
import { textIfShown, textOf } from "./shown-text.ts";

const words = enUS.billing;
const card = enUS.paymentCard;
const SECTIONS = { paymentMethods: "payment-methods", invoices: "invoices" } as const;
/** The saving of a card may wait on the gateway, then the figures are read again. */
const SAVE_TIMEOUT_MS = 15_000;

/** The billing screen in Chromium, found by role and en-US label and by the screen's test ids. */
export class BrowserBillingDriver implements BillingDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(pathWithQuery = "/billing"): Promise<void> {
    await this.screen.open(pathWithQuery);
    await this.invoicesSection();
  }

  async accountFigures(): Promise<ShownAccountFigures> {
    const section = await this.loaded("account-figures");
    const figure = (name: string) => textOf(section.locator(`[data-figure="${name}"] dd`));
    const setupError = section.getByTestId("setup-payment-method-error");
    return {
      currentBalance: await figure("currentBalance"),
      totalUsage: await figure("totalUsage"),
      totalCharges: await figure("totalCharges"),
      premiumExpiry: await figure("premiumExpiry"),
      paymentMethod: await figure("paymentMethod"),
      setupError: (await setupError.count()) > 0 ? await setupError.textContent() : null,
    };
  }

  async paymentMethods(): Promise<readonly ListedCard[]> {
    const section = await this.loaded(SECTIONS.paymentMethods);
    return section.getByTestId("payment-method-row").evaluateAll((rows) =>
      rows.map((row) => {
        const shown = (row.querySelector('[data-testid="payment-method-card"]')?.textContent ?? "").trim();
        const [brand = "", last4 = ""] = shown.split(/\s*•+\s*/);
        return {
          brand,
          last4,
          expiry: (row.querySelector('[data-column="expiry"]')?.textContent ?? "").trim(),
          isDefault: row.querySelector('[data-tag="default"]') !== null,
          expired: row.querySelector('[data-tag="expired"]') !== null,
        };
      }),
    );
  }

  async addCard(typed: CardToAdd): Promise<readonly string[]> {
    const section = await this.loaded(SECTIONS.paymentMethods);
    const page = this.screen.page();
    await section.getByRole("button", { name: words.methods.add, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: card.title });
    await dialog.waitFor();
    await dialog.getByLabel(card.number, { exact: true }).fill(typed.number);
    await dialog.getByLabel(card.expiry, { exact: true }).fill(typed.expiry);
    await dialog.getByLabel(card.cvc, { exact: true }).fill(typed.cvc);
    if (typed.name)
      await dialog.getByLabel(`${card.name} ${card.optional}`, { exact: true }).fill(typed.name);
    await dialog.getByRole("button", { name: card.save, exact: true }).click();
    this.screen.unsettle();
    // Either the dialog closes (saved), or it stays with what is wrong: its fields' problems at once, or the
    // gateway's refusal once the call ended.
    await page.waitForFunction(
      () => {
        const form = document.querySelector('[data-testid="add-card-form"]');
        if (!form) return true;
        const said = form.querySelector('[data-testid="card-problem"], [data-testid="add-card-failure"]');
        return form.getAttribute("aria-busy") === "false" && said !== null;
      },
      undefined,
      { timeout: SAVE_TIMEOUT_MS },
    );
    const form = page.getByTestId("add-card-form");
    if ((await form.count()) === 0) {
      await this.loaded(SECTIONS.paymentMethods);
      return [];
    }
    const said = await form
      .locator('[data-testid="card-problem"], [data-testid="add-card-failure"]')
      .allTextContents();
    return said.map((text) => text.trim());
  }

  async invoices(): Promise<ShownInvoicePage> {
    const section = await this.invoicesSection();
    const invoices: ListedInvoice[] = await section.getByTestId("invoice-row").evaluateAll((rows) =>
      rows.map((row) => {
        const text = (column: string) =>
          (row.querySelector(`[data-column="${column}"]`)?.textContent ?? "").trim();
        return {
          number: text("number"),
          amount: text("amount"),
          date: text("date"),
          status: text("status"),
          hasDocument: row.querySelector('[data-column="document"] a[href]') !== null,
        };
      }),
    );
    return {
      pageNumber: Number(await section.getAttribute("data-page")),
      invoices,
      hasPrevious: await this.pagerButtonEnabled(section, words.invoices.previous),
      hasNext: await this.pagerButtonEnabled(section, words.invoices.next),
    };
  }

  async nextInvoices(): Promise<void> {
    await this.turnPage(words.invoices.next, 1);
  }

  async previousInvoices(): Promise<void> {
    await this.turnPage(words.invoices.previous, -1);
  }

  async notice(section: "paymentMethods" | "invoices"): Promise<string | null> {
    const shown = await this.loaded(SECTIONS[section]);
    return textIfShown(shown.locator('[data-testid="billing-notice"] h4'));
  }

  private async turnPage(button: string, step: 1 | -1): Promise<void> {
    const section = await this.invoicesSection();
    const from = Number(await section.getAttribute("data-page"));
    await section
      .getByRole("navigation", { name: words.invoices.pages })
      .getByRole("button", { name: button, exact: true })
      .click();
    this.screen.unsettle();
    await this.screen
      .page()
      .locator(`[data-testid="invoices"][data-status="ready"][data-page="${from + step}"]`)
      .waitFor();
    await this.invoicesSection();
  }

  private async pagerButtonEnabled(section: Locator, name: string): Promise<boolean> {
    const button = section
      .getByRole("navigation", { name: words.invoices.pages })
      .getByRole("button", { name, exact: true });
    return (await button.count()) > 0 && (await button.isEnabled());
  }

  private async invoicesSection(): Promise<Locator> {
    return this.loaded(SECTIONS.invoices);
  }

  /** A section of the settled page once its call answered (shown or failed). */
  private loaded(testId: string): Promise<Locator> {
    return settledPart(this.screen, `[data-testid="${testId}"]:not([data-status="loading"])`);
  }
}
