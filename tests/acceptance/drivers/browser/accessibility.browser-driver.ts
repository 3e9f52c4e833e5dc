import axe from "axe-core";
import type { Locator, Page } from "playwright-core";
import { animationsEnded } from "../../../support/chromium.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  AccessibilityDriver,
  AccessibilityViolation,
  FocusedElement,
  OverlayName,
} from "../../support/accessibility-driver.ts";
import type { DashboardDriver } from "../../support/dashboard-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { SUBSCRIBE } from "./subscription.browser-driver.ts";

/** WCAG 2.0 and 2.1, levels A and AA: what issue 9 promises. */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** Below Blueprint's small breakpoint the side navigation gives way to the menu button and its drawer. */
const NARROW_VIEWPORT = { width: 600, height: 800 };
/** More than any screen has controls before its content: a control never reached is a keyboard trap or missing. */
const MAX_TABS = 80;
const ANIMATIONS_TIMEOUT_MS = 3_000;
/** A model of the memory gateway's catalogue, for the playground's overlays (they need one chosen). */
const PLAYGROUND_MODEL = "gpt-4o-mini";
const OVERLAY = '[role="dialog"], [role="alertdialog"], .bp6-drawer, .bp6-popover-content';

/**
 * Accessibility checks in Chromium: axe-core on the rendered page, overlays opened through the screens' own
 * drivers (or their buttons when those drivers only open and answer them in one go), and the keyboard.
 */
export class BrowserAccessibilityDriver implements AccessibilityDriver {
  constructor(
    private readonly screen: () => BrowserScreenContext,
    private readonly dashboard: DashboardDriver,
  ) {}

  async violations(): Promise<readonly AccessibilityViolation[]> {
    const page = await this.settledPage();
    // axe is put in the page once per document, not once per check: a check in each theme on one visit then
    // compiles its half a megabyte of source once. It runs in the page itself, without frames to gather results
    // from (the dashboard has none), and reports only violations: it then keeps one node per rule of the other
    // result types instead of serializing every node that passed.
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
    const results = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        }),
      WCAG_21_AA,
    );
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "unknown",
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => {
        // axe says what it measured (a contrast ratio and its colours, say) in the first check that failed.
        const measured = [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message;
        return measured ? `${node.target.join(" ")} (${measured})` : node.target.join(" ");
      }),
    }));
  }

  async openOverlay(name: OverlayName): Promise<void> {
    await OPENERS[name](this.dashboard, this.screen().page(), this.screen());
    await this.settledPage();
  }

  async tabTo(role: "button" | "link" | "textbox" | "radio" | "checkbox", name: string): Promise<void> {
    const page = this.screen().page();
    const target = page.getByRole(role, { name, exact: true }).first();
    for (let presses = 0; presses < MAX_TABS; presses++) {
      await page.keyboard.press("Tab");
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    }
    throw new Error(`${MAX_TABS} presses of Tab never reached the ${role} "${name}"`);
  }

  async press(key: string): Promise<void> {
    // On what is shown: an overlay still opening takes its keys only once it is in place, as for a person.
    const page = await this.settledPage();
    await page.keyboard.press(key);
    // The key may navigate or send: what is read next is read once the page has settled again.
    this.screen().unsettle();
    await this.screen().settle();
  }

  async type(text: string): Promise<void> {
    await this.screen().page().keyboard.type(text);
  }

  async focused(): Promise<FocusedElement> {
    const page = await this.settledPage();
    return page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body)
        return { name: "", isPageHeading: false, visiblyFocused: false };
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      return {
        name: (element.innerText || element.getAttribute("aria-label") || element.outerHTML.slice(0, 300))
          .replace(/\s+/g, " ")
          .trim(),
        isPageHeading: element.tagName === "H1" && element.tabIndex === -1,
        visiblyFocused: outlined || style.boxShadow !== "none",
      };
    });
  }

  async endlessAnimations(): Promise<readonly string[]> {
    const page = await this.settledPage();
    return page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .filter((animation) => animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY)
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
          return `${name} on ${target ? `${target.tagName.toLowerCase()}.${[...target.classList].join(".")}` : "?"}`;
        }),
    );
  }

  /**
   * The page once settled, every finite animation (a theme's colour transition, an overlay's entry) ended, and no
   * overlay still leaving: Blueprint hands focus back when its exit transition's timer runs out, which on a busy
   * machine can come after the CSS transitions themselves have ended.
   */
  private async settledPage(): Promise<Page> {
    await this.screen().settle();
    const page = this.screen().page();
    await animationsEnded(page, ANIMATIONS_TIMEOUT_MS);
    await page
      .waitForFunction(() => document.querySelector(".bp6-overlay-exit") === null, undefined, {
        timeout: ANIMATIONS_TIMEOUT_MS,
      })
      .catch(() => {
        // An overlay stuck leaving is for the assertion that follows to report, with what has the focus.
      });
    return page;
  }
}

type Opener = (dashboard: DashboardDriver, page: Page, screen: BrowserScreenContext) => Promise<void>;

async function shown(locator: Locator): Promise<void> {
  await locator.filter({ visible: true }).first().waitFor({ state: "visible" });
}

async function clickThenWaitForOverlay(page: Page, button: Locator): Promise<void> {
  await button.click();
  await shown(page.locator(OVERLAY));
}

async function subscriptionTier(dashboard: DashboardDriver, free: boolean): Promise<string> {
  await dashboard.subscription.open();
  const tier = (await dashboard.subscription.listedTiers()).find(
    (listed) => listed.action?.startsWith(SUBSCRIBE) && listed.price.startsWith("$0.00 ") === free,
  );
  if (!tier) throw new Error(`No ${free ? "free" : "card-paid"} tier is on offer`);
  return tier.name;
}

/** A department with a model assigned to it, assigning one when none has any. */
async function departmentWithModel(dashboard: DashboardDriver): Promise<string> {
  const resources = dashboard.departmentResources;
  await dashboard.organizationDepartments.open();
  const [department] = await dashboard.organizationDepartments.listedNames();
  if (!department) throw new Error("The demo organization has no department");
  await resources.openTab(department, "models");
  const [assigned] = await resources.assignedModels();
  if (assigned) return assigned;
  const [offered] = await resources.offeredModels();
  if (!offered) throw new Error(`No model can be assigned to ${department}`);
  await resources.assignModel(offered);
  return offered;
}

const OPENERS: Readonly<Record<OverlayName, Opener>> = {
  "the navigation drawer": async (_dashboard, page) => {
    await page.setViewportSize(NARROW_VIEWPORT);
    await clickThenWaitForOverlay(page, page.getByRole("button", { name: enUS.nav.openMenu, exact: true }));
  },
  "the remove API key alert": async ({ apiKeys }) => {
    await apiKeys.open();
    const created = await apiKeys.createKey();
    if (!created) throw new Error("No API key could be created to ask to delete");
    await apiKeys.askToDelete(created.id);
  },
  "the request details drawer": async ({ usageLogs }) => {
    await usageLogs.open();
    const [first] = await usageLogs.visibleRequests();
    if (!first) throw new Error("The usage logs list no request to open");
    await usageLogs.openRequest(first.requestId, "click");
  },
  "the add card dialog": async ({ billing }, page) => {
    await billing.open();
    await clickThenWaitForOverlay(
      page,
      page.getByRole("button", { name: enUS.billing.methods.add, exact: true }),
    );
  },
  "the card choice dialog": async (dashboard) => {
    await dashboard.subscription.choose(await subscriptionTier(dashboard, false));
  },
  "the free tier alert": async (dashboard) => {
    await dashboard.subscription.choose(await subscriptionTier(dashboard, true));
  },
  "the cancel subscription alert": async (dashboard) => {
    const { subscription } = dashboard;
    await subscription.open();
    let mine = (await subscription.listedTiers()).find((tier) => tier.mine);
    if (!mine) {
      await subscription.choose(await subscriptionTier(dashboard, false));
      await subscription.addCard({ number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });
      await subscription.subscribe();
      mine = (await subscription.listedTiers()).find((tier) => tier.mine);
    }
    if (!mine) throw new Error("No tier is the demo account's to cancel");
    await subscription.askToCancel(mine.name, "now");
  },
  "the view code drawer": async ({ playground }, page) => {
    await playground.open();
    await playground.chooseModel(PLAYGROUND_MODEL);
    await page.getByRole("textbox", { name: enUS.playground.composer.label, exact: true }).fill("Hello");
    await clickThenWaitForOverlay(
      page,
      page.getByRole("button", { name: enUS.playground.viewCode.open, exact: true }),
    );
  },
  "the clear conversation alert": async ({ playground }, page) => {
    await playground.open();
    await playground.chooseModel(PLAYGROUND_MODEL);
    await playground.ask("Hello");
    await clickThenWaitForOverlay(
      page,
      page.getByRole("button", { name: enUS.playground.conversation.clear, exact: true }),
    );
  },
  "the invite member dialog": async ({ organizationUsers }, page) => {
    await organizationUsers.open();
    await clickThenWaitForOverlay(page, page.getByTestId("member-invite"));
  },
  "the member departments dialog": async ({ organizationUsers }, page) => {
    await organizationUsers.open();
    // A member's row offers to change their departments first, then to remove them.
    await clickThenWaitForOverlay(page, page.getByTestId("member-row").first().getByRole("button").first());
  },
  "the remove member alert": async ({ organizationUsers }) => {
    await organizationUsers.open();
    const [first] = (await organizationUsers.members()) ?? [];
    if (!first) throw new Error("The demo organization lists no member");
    await organizationUsers.askToRemoveMember(first.email);
  },
  "the remove super admin alert": async ({ organizationUsers }) => {
    await organizationUsers.open();
    const removable = ((await organizationUsers.superAdmins()) ?? []).find((admin) => admin.removable);
    if (!removable) throw new Error("The demo organization lists no removable super admin");
    await organizationUsers.askToRemoveSuperAdmin(removable.email);
  },
  "the add available model dialog": async ({ organizationModels }, page) => {
    await organizationModels.open();
    await clickThenWaitForOverlay(page, page.getByTestId("org-model-add-available"));
  },
  "the add custom model dialog": async ({ organizationModels }, page) => {
    await organizationModels.open();
    await clickThenWaitForOverlay(page, page.getByTestId("org-model-add-custom"));
  },
  "the remove model alert": async ({ organizationModels }) => {
    await organizationModels.open();
    const [first] = await organizationModels.listedModels();
    if (!first) throw new Error("The demo organization lists no model");
    await organizationModels.askToDelete(first.name);
  },
  "the model configuration popover": async ({ organizationModels }, page) => {
    await organizationModels.open();
    const configuration = new RegExp(`^${enUS.organization.models.configXml}: `);
    await clickThenWaitForOverlay(page, page.getByRole("button", { name: configuration }).first());
  },
  "the create department dialog": async ({ organizationDepartments }, page) => {
    await organizationDepartments.open();
    await clickThenWaitForOverlay(page, page.getByTestId("create-department"));
  },
  "the discard changes alert": async ({ organizationDepartments }, page) => {
    await organizationDepartments.open();
    const [first, second] = await organizationDepartments.listedNames();
    if (!first || !second) throw new Error("The demo organization has fewer than two departments");
    await organizationDepartments.openSettings(first);
    await organizationDepartments.setDescription("Changed, not saved");
    const row = page.locator('[data-testid="department-row"] [data-column="name"]');
    await clickThenWaitForOverlay(page, row.getByRole("button", { name: second, exact: true }));
  },
  "the remove department model alert": async (dashboard) => {
    const model = await departmentWithModel(dashboard);
    await dashboard.departmentResources.askToRemoveModel(model);
  },
};
