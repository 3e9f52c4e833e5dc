import type { Locator, Page } from "playwright-core";
import type { NotificationsDriver, ShownNotification } from "../../support/notifications-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { idlePart, settledPart } from "./settled-part.ts";

const LIST = '[data-testid="notifications"]';
/** How long a notification marked read may take to show as read. */
const READ_WAIT_MS = 10_000;

/** The shell's notifications in Chromium: the top bar's button, and the list it opens, read by test ids. */
export class BrowserNotificationsDriver implements NotificationsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async buttonName(): Promise<string> {
    return (await (await this.button()).getAttribute("aria-label")) ?? "";
  }

  async unreadCount(): Promise<number> {
    return Number((await (await this.button()).getAttribute("data-unread")) ?? "0");
  }

  async list(): Promise<readonly ShownNotification[]> {
    const list = await this.opened();
    const shown = await list.getByTestId("notification").evaluateAll((items) =>
      items.map((item) => ({
        text: (item.querySelector('[data-testid="notification-text"]')?.textContent ?? "").trim(),
        unread: (item as HTMLElement).dataset.read === "false",
      })),
    );
    await this.close();
    return shown;
  }

  async markRead(text: string): Promise<void> {
    const list = await this.opened();
    const item = list
      .locator('[data-testid="notification"][data-read="false"]')
      .filter({ hasText: text })
      .first();
    if ((await item.count()) === 0) throw new Error(`No unread notification says "${text}"`);
    const id = await item.getAttribute("data-notification-id");
    await item.getByRole("button").click();
    this.screen.unsettle();
    await this.screen.settle();
    // Read from the page itself: the list may be re-rendered (read again on the local stack) meanwhile.
    await this.screen
      .page()
      .waitForFunction(
        (notificationId) =>
          [...document.querySelectorAll("[data-notification-id]")].some(
            (shown) =>
              shown.getAttribute("data-notification-id") === notificationId &&
              shown.getAttribute("data-read") === "true",
          ),
        id,
        { timeout: READ_WAIT_MS },
      );
    await this.close();
  }

  private button(): Promise<Locator> {
    return settledPart(this.screen, '[data-testid="notifications-button"]');
  }

  /** The list, opened (which reads it again) and settled. */
  private async opened(): Promise<Locator> {
    const button = await this.button();
    const page = this.screen.page();
    if (!(await page.locator(LIST).isVisible())) {
      await button.click();
      this.screen.unsettle();
    }
    return idlePart(this.screen, LIST);
  }

  private async close(): Promise<void> {
    const page: Page = this.screen.page();
    await page.keyboard.press("Escape");
    await page.locator(LIST).waitFor({ state: "hidden" });
  }
}
