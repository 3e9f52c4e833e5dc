import { cardBrandOf, checkCardEntry } from "../../../../core/billing/card-entry.ts";
import { messagesToReport } from "../../../../core/errors/reportable-failure.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { BillingAccountState } from "../../../../features/billing/billing-account.state.ts";
import type { BillingAccountViewModel } from "../../../../features/billing/billing-account.view-model.ts";
import { createBillingAccountViewModel } from "../../../../features/billing/billing-account.view-model-factory.ts";
import { invoiceStatusText } from "../../../../features/billing/invoice-status.ts";
import type { InvoicesState } from "../../../../features/billing/invoices.state.ts";
import type { InvoicesViewModel } from "../../../../features/billing/invoices.view-model.ts";
import { createInvoicesViewModel } from "../../../../features/billing/invoices.view-model-factory.ts";
import { cardBrandName } from "../../../../ui/components/card-brand-name.ts";
import { cardProblemText } from "../../../../ui/components/card-problem-text.ts";
import type {
  BillingDriver,
  CardToAdd,
  ListedCard,
  ShownAccountFigures,
  ShownInvoicePage,
} from "../../support/billing-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.BILLING);
const FIELDS = ["number", "expiry", "cvc", "name"] as const;

/**
 * The billing screen without a browser: its two view models made by the feature's factories from the address, as the
 * screen makes them. Next and Previous change the address, which lets go of them; the next read makes the ones the
 * new address asks for, as a page showing that address would. The add-card dialog is played by core's card rules,
 * which the dialog applies before it sends anything.
 */
export class CoreBillingDriver implements BillingDriver {
  private readonly account: ViewModelOnScreen<BillingAccountViewModel>;
  private readonly invoicesPage: ViewModelOnScreen<InvoicesViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.account = new ViewModelOnScreen(screen, PATH, createBillingAccountViewModel);
    this.invoicesPage = new ViewModelOnScreen(screen, PATH, (services, address) =>
      createInvoicesViewModel(services, address.search, (search) => screen.navigate(`${PATH}${search}`)),
    );
  }

  async open(pathWithQuery = PATH): Promise<void> {
    await this.screen.open(pathWithQuery);
    // The page asks for the account and the invoices as it opens.
    await this.account.get();
    await this.invoicesShown();
  }

  async accountFigures(): Promise<ShownAccountFigures> {
    const { t } = this.screen.i18n();
    const { account } = await this.accountShown();
    if (account.status !== "ready") throw new Error("The account figures could not be loaded");
    const figures = account.value;
    return {
      currentBalance: figures.currentBalance,
      totalUsage: figures.totalUsage,
      totalCharges: figures.totalCharges,
      premiumExpiry: figures.premiumExpiresOn ?? t("billing.account.noPaidTier"),
      paymentMethod: figures.hasValidPaymentMethod
        ? t("billing.account.validPaymentMethod")
        : t("billing.account.noValidPaymentMethod"),
      setupError: figures.setupPaymentMethodError,
    };
  }

  async paymentMethods(): Promise<readonly ListedCard[]> {
    const { t } = this.screen.i18n();
    const { methods } = await this.accountShown();
    if (methods.status !== "ready") return [];
    return methods.value.map((method) => ({
      brand: cardBrandName(t, method.brand),
      last4: method.last4,
      expiry: method.expiry,
      isDefault: method.isDefault,
      expired: method.expired,
    }));
  }

  async addCard(card: CardToAdd): Promise<readonly string[]> {
    const { t } = this.screen.i18n();
    await this.accountShown();
    const entry = { name: "", ...card };
    const check = checkCardEntry(entry, Date.now());
    if (!check.ok) {
      const brand = cardBrandOf(entry.number);
      return FIELDS.flatMap((field) => cardProblemText(t, check.problems, field, brand) ?? []);
    }
    try {
      await (await this.account.get()).addCard(check.card);
      return [];
    } catch (error) {
      const messages = messagesToReport(error);
      if (messages === null) return [];
      return messages.length > 0 ? [messages.join("\n")] : [t("paymentCard.failed")];
    }
  }

  async invoices(): Promise<ShownInvoicePage> {
    const { t } = this.screen.i18n();
    const state = await this.invoicesShown();
    return {
      pageNumber: state.pageNumber,
      invoices: state.invoices.map((invoice) => ({
        number: invoice.number,
        amount: invoice.amount,
        date: invoice.date,
        status: invoiceStatusText(t, invoice.status),
        hasDocument: invoice.documentUrl !== null,
      })),
      hasPrevious: state.hasPrevious,
      hasNext: state.hasNext,
    };
  }

  async nextInvoices(): Promise<void> {
    if (!(await this.invoicesShown()).hasNext) throw new Error("Next is disabled: this is the last page");
    (await this.invoicesPage.get()).next();
    await this.invoicesShown();
  }

  async previousInvoices(): Promise<void> {
    if (!(await this.invoicesShown()).hasPrevious)
      throw new Error("Previous is disabled: this is the first page");
    (await this.invoicesPage.get()).previous();
    await this.invoicesShown();
  }

  async notice(section: "paymentMethods" | "invoices"): Promise<string | null> {
    const { t } = this.screen.i18n();
    if (section === "invoices") {
      const state = await this.invoicesShown();
      if (state.status === "failed") return t("billing.invoices.failedTitle");
      return state.invoices.length === 0 ? t("billing.invoices.emptyTitle") : null;
    }
    const { methods } = await this.accountShown();
    if (methods.status === "failed") return t("billing.methods.failedTitle");
    return methods.status === "ready" && methods.value.length === 0 ? t("billing.methods.emptyTitle") : null;
  }

  /** The account side once both its calls answered. */
  private accountShown(): Promise<BillingAccountState> {
    return this.account.settled(
      (state) => state.account.status !== "loading" && state.methods.status !== "loading",
    );
  }

  /** The invoices once the page asked for is read (or failed). */
  private invoicesShown(): Promise<InvoicesState> {
    return this.invoicesPage.settled();
  }
}
