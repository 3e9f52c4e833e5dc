import { filter, firstValueFrom, of } from "rxjs";
import { notificationText } from "../../../../features/notifications/notification-text.ts";
import type { NotificationsState } from "../../../../features/notifications/notifications.state.ts";
import type { NotificationsViewModel } from "../../../../features/notifications/notifications.view-model.ts";
import { createNotificationsViewModel } from "../../../../features/notifications/notifications.view-model-factory.ts";
import type { NotificationsDriver, ShownNotification } from "../../support/notifications-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

/**
 * The shell's notifications without a browser: the button's view model from the app's container, made as the
 * button makes it (its page in view) for each look and let go after, so no minute's timer outlives a step.
 */
export class CoreNotificationsDriver implements NotificationsDriver {
  constructor(private readonly screen: CoreScreenContext) {}

  async buttonName(): Promise<string> {
    const { unread } = await this.withList(async (state) => state);
    const { t } = this.screen.i18n();
    return unread > 0 ? t("notifications.unread", { count: unread }) : t("notifications.noneUnread");
  }

  async unreadCount(): Promise<number> {
    return (await this.withList(async (state) => state)).unread;
  }

  async list(): Promise<readonly ShownNotification[]> {
    const { t, language } = this.screen.i18n();
    const { notifications } = await this.withList(async (state) => state);
    return notifications.map((notification) => ({
      text: notificationText(t, language, notification).sentence,
      unread: !notification.read,
    }));
  }

  async markRead(text: string): Promise<void> {
    const { t, language } = this.screen.i18n();
    await this.withList(async (state, viewModel) => {
      const found = state.notifications.find(
        (notification) =>
          !notification.read && notificationText(t, language, notification).sentence.includes(text),
      );
      if (!found) throw new Error(`No unread notification says "${text}"`);
      await viewModel.markRead(found.id);
    });
  }

  /** Reads the list as the opened button does, then lets the view model go. */
  private async withList<T>(
    look: (state: NotificationsState, viewModel: NotificationsViewModel) => Promise<T>,
  ): Promise<T> {
    const viewModel = createNotificationsViewModel(this.screen.services(), of(true));
    try {
      const state = await firstValueFrom(
        viewModel.state$.pipe(filter((shown) => shown.status === "ready" || shown.status === "failed")),
      );
      if (state.status === "failed") throw new Error(`The notifications could not be read: ${state.failure}`);
      return await look(state, viewModel);
    } finally {
      viewModel.dispose();
    }
  }
}
