import type { Locator, Page, Route } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  CancelWay,
  ListedTier,
  OfferedCard,
  SubscriptionDriver,
  TypedCard,
} from "../../support/subscription-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { escapeRegExp, prefixOf } from "./en-us-template.ts";
import { openThroughMenu } from "./menu.ts";
import { textOf } from "./shown-text.ts";
import { callTestHook } from "./test-hooks.ts";

const PAGE = ".app-subscription";
/** What a tier's action says when the person may subscribe to it. */
export const SUBSCRIBE = prefixOf(enUS.subscription.subscribeTo);
const TIERS_CALL = "/v1/api/tiers";
/** The name the local stack's page is shown for a tier the reference gateway does not have. */
const WITHDRAWN_TIER = { id: "tier-starter-withdrawn", name: "Starter" } as const;

/** A tier as GET /tiers sends it, as far as the tests change it. */
interface WireTier {
  id: string;
  name: string;
  price: number;
  features: { key: string; title: string; value: string }[];
}

/** The subscription screen in Chromium, found by role and en-US label and by the screen's test ids. */
export class BrowserSubscriptionDriver implements SubscriptionDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(tier?: string): Promise<void> {
    if (tier === undefined) await openThroughMenu(this.screen, enUS.nav.subscription, "/subscription");
    else await this.screen.open(`/subscription?${new URLSearchParams({ tier })}`);
    await this.ready();
  }

  async listedTiers(): Promise<readonly ListedTier[]> {
    const page = await this.ready();
    return page.getByTestId("tier-card").evaluateAll((cards) =>
      cards.map((card) => {
        const text = (element: Element | null | undefined) =>
          (element?.textContent ?? "").replace(/\s+/g, " ").trim();
        const part = (testId: string) => card.querySelector(`[data-testid="${testId}"]`);
        const mine = part("tier-current") !== null;
        return {
          id: (card as HTMLElement).dataset.tierId ?? "",
          name: text(card.querySelector("h2")),
          price: text(part("tier-price")),
          features: [...card.querySelectorAll('[data-testid="tier-feature"]')].map(
            (row) => [text(row.querySelector("dt")), text(row.querySelector("dd"))] as const,
          ),
          team: text(part("tier-team")),
          organization: text(part("tier-organization")),
          mine,
          status: mine ? text(part("tier-status")) : null,
          renewal: mine ? text(part("tier-renewal")) : null,
          chosen: part("tier-chosen") !== null,
          action: part("tier-action") ? text(part("tier-action")) : null,
        };
      }),
    );
  }

  async pickAsVisitor(tierName: string): Promise<void> {
    const card = await this.card(tierName);
    const name = enUS.subscription.signInToSubscribe.replace("{{tier}}", tierName);
    await card.getByRole("link", { name, exact: true }).click();
    this.screen.unsettle();
    await this.screen.settle();
  }

  async contactSales(tierName: string): Promise<string> {
    const card = await this.card(tierName);
    const name = enUS.subscription.contactSales.replace("{{tier}}", tierName);
    const link = card.getByRole("link", { name, exact: true });
    // The link opens the person's mail program; the page itself must not go anywhere.
    return (await link.getAttribute("href")) ?? "";
  }

  async choose(tierName: string): Promise<void> {
    const card = await this.card(tierName);
    const name = enUS.subscription.subscribeTo.replace("{{tier}}", tierName);
    await card.getByRole("button", { name, exact: true }).click();
    const page = this.screen.page();
    await page
      .locator('[data-testid="card-choice"], [data-testid="subscription-question"]')
      .first()
      .waitFor();
    if ((await page.getByTestId("card-choice").count()) > 0) await this.cardChoice();
  }

  async offeredCards(): Promise<readonly OfferedCard[]> {
    const choice = await this.cardChoice();
    return choice.locator(".app-saved-cards label").evaluateAll((labels) =>
      labels.map((label) => ({
        label: (label.querySelector('[data-testid="saved-card-label"]')?.textContent ?? "").trim(),
        isDefault: label.querySelector('[data-testid="saved-card-default"]') !== null,
        chosen: label.querySelector("input")?.checked === true,
      })),
    );
  }

  async pickCard(label: string): Promise<void> {
    const choice = await this.cardChoice();
    const radios = choice.getByRole("radio", { name: new RegExp(`^${escapeRegExp(label)}`) });
    await radios.first().check();
  }

  async addCard(card: TypedCard): Promise<void> {
    const choice = await this.cardChoice();
    await choice.getByRole("button", { name: enUS.subscription.addCard, exact: true }).click();
    const page = this.screen.page();
    const form = page.getByRole("dialog", { name: enUS.paymentCard.title, exact: true });
    await form.getByLabel(enUS.paymentCard.number, { exact: true }).fill(card.number);
    await form.getByLabel(enUS.paymentCard.expiry, { exact: true }).fill(card.expiry);
    await form.getByLabel(enUS.paymentCard.cvc, { exact: true }).fill(card.cvc);
    await form.getByRole("button", { name: enUS.paymentCard.save, exact: true }).click();
    this.screen.unsettle();
    // Saved: the form goes away and the card choice comes back; refused: the form says why and stays.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="add-card-failure"]') !== null ||
        document.querySelector('[data-testid="add-card-form"]') === null,
    );
    await this.screen.settle();
    if ((await page.getByTestId("add-card-failure").count()) === 0) await this.cardChoice();
  }

  async closeCardChoice(): Promise<void> {
    const choice = await this.cardChoice();
    await choice.getByRole("button", { name: enUS.common.cancel, exact: true }).click();
    await choice.waitFor({ state: "hidden" });
  }

  async subscribe(): Promise<void> {
    const page = await this.ready(false);
    const open =
      (await page.getByTestId("card-choice").count()) > 0
        ? page.getByTestId("card-choice")
        : page.getByRole("alertdialog");
    await open.getByRole("button", { name: enUS.subscription.subscribe, exact: true }).click();
    this.screen.unsettle();
    await this.ready();
  }

  async askToCancel(tierName: string, way: CancelWay): Promise<void> {
    const card = await this.card(tierName);
    await card.getByRole("button", { name: cancelButton(way), exact: true }).click();
    await this.screen.page().getByRole("alertdialog").waitFor();
  }

  async question(): Promise<string | null> {
    const page = await this.ready(false);
    const question = page.getByRole("alertdialog").getByTestId("subscription-question");
    if ((await question.count()) === 0 || !(await question.isVisible())) return null;
    return textOf(question);
  }

  async confirmCancellation(): Promise<void> {
    const alert = this.screen.page().getByRole("alertdialog");
    const confirm = alert.getByRole("button", {
      name: new RegExp(
        `^(${escapeRegExp(cancelButton("now"))}|${escapeRegExp(cancelButton("at the end of the period"))})$`,
      ),
    });
    await confirm.click();
    this.screen.unsettle();
    await alert.waitFor({ state: "hidden" });
    await this.ready();
  }

  async keepSubscription(): Promise<void> {
    const alert = this.screen.page().getByRole("alertdialog");
    await alert.getByRole("button", { name: enUS.subscription.keepSubscription, exact: true }).click();
    await alert.waitFor({ state: "hidden" });
  }

  async showWithdrawnTier(): Promise<string> {
    if (!this.screen.againstLocalStack) {
      const tier = await this.freeTierOnOffer();
      await this.seam("withdrawTier", tier.id);
      return tier.name;
    }
    // The reference gateway's tiers cannot be withdrawn from outside: the page is shown one it does not have.
    await this.reopenWithTiers((tiers) => {
      const free = tiers.find((tier) => paymentMethodOf(tier) === "free");
      if (!free) throw new Error("The reference gateway lists no free tier to copy");
      return [{ ...free, ...WITHDRAWN_TIER }, ...tiers];
    });
    return WITHDRAWN_TIER.name;
  }

  async showCardTierAsFree(): Promise<string> {
    if (!this.screen.againstLocalStack) {
      const tier = await this.freeTierOnOffer();
      await this.seam("changePaymentMethod", tier.id, "stripe");
      return tier.name;
    }
    let shownAsFree = "";
    await this.reopenWithTiers((tiers) =>
      tiers.map((tier) => {
        if (shownAsFree || paymentMethodOf(tier) !== "stripe") return tier;
        shownAsFree = tier.name;
        return {
          ...tier,
          features: tier.features.map((feature) =>
            feature.key === "paymentMethod" ? { ...feature, value: "free" } : feature,
          ),
        };
      }),
    );
    if (!shownAsFree) throw new Error("The reference gateway lists no card-paid tier");
    return shownAsFree;
  }

  async refuseNextCall(status: number | null, message: string): Promise<void> {
    // On the page, the tiers were read when it opened: the refusal is for what comes next.
    await this.ready();
    await this.seam("failNextCall", status, message);
  }

  /** A free tier the person may subscribe to: the memory seeds' one costing nothing, with a subscribe button. */
  private async freeTierOnOffer(): Promise<ListedTier> {
    const tier = (await this.listedTiers()).find(
      (listed) => listed.price.startsWith("$0.00 ") && listed.action?.startsWith(SUBSCRIBE),
    );
    if (!tier) throw new Error("No free tier is on offer");
    return tier;
  }

  /** Calls a seam of the memory subscription gateway in the page, through the test hooks. */
  private async seam(name: string, ...args: unknown[]): Promise<void> {
    await callTestHook(this.screen.page(), { port: "SubscriptionGateway" }, name, ...args);
  }

  /** Answers the page's GET /tiers from the reference gateway, revised, and opens the page again to read it. */
  private async reopenWithTiers(revise: (tiers: WireTier[]) => WireTier[]): Promise<void> {
    const page = this.screen.page();
    await page.route(
      (url) => url.pathname === TIERS_CALL,
      async (route: Route) => {
        if (route.request().method() !== "GET") return route.continue();
        const response = await route.fetch();
        const tiers = (await response.json()) as WireTier[];
        await route.fulfill({ response, json: revise(tiers) });
      },
    );
    // Loaded again, so the page reads the tiers again (the reference gateway keeps everything else).
    await this.screen.open("/subscription");
    await this.ready();
  }

  private async card(tierName: string): Promise<Locator> {
    const page = await this.ready();
    return page.getByRole("group", { name: tierName, exact: true });
  }

  /** The open card choice, its saved cards read. */
  private async cardChoice(): Promise<Locator> {
    const choice = this.screen.page().getByTestId("card-choice");
    await this.screen.page().locator('[data-testid="card-choice"][aria-busy="false"]').waitFor();
    return choice;
  }

  /** The page once settled and, unless a dialog is expected to hold it, with no call in flight. */
  private async ready(idle = true): Promise<Page> {
    await this.screen.settle();
    const page = this.screen.page();
    await page.locator(idle ? `${PAGE}[aria-busy="false"]` : PAGE).waitFor();
    return page;
  }
}

function cancelButton(way: CancelWay): string {
  return way === "now" ? enUS.subscription.cancelNow : enUS.subscription.cancelAtPeriodEnd;
}

function paymentMethodOf(tier: WireTier): string | undefined {
  return tier.features.find((feature) => feature.key === "paymentMethod")?.value;
}
