// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it } from "vitest";
import type { NotificationJson, NotificationListJson } from "../../core/notifications/notification-json.ts";
import { NotificationsGateway } from "../../core/notifications/notifications-gateway.port.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

function budgetAlert(id: string, departmentName: string, createdAt: string): NotificationJson {
  return {
    id,
    kind: "budget-threshold",
    createdAt,
    readAt: null,
    details: {
      departmentId: `dep-${id}`,
      departmentName,
      threshold: 80,
      spend: 412,
      budget: 500,
      period: "2026-05",
    },
  };
}

/** A gateway holding two unread budget alerts, the Engineering one the newer. */
function twoUnread(): NotificationsGateway {
  const list = [
    budgetAlert("ntf-1", "Finance", "2026-05-10T09:00:00.000Z"),
    budgetAlert("ntf-2", "Engineering", "2026-05-18T09:00:00.000Z"),
  ];
  return {
    async list(): Promise<NotificationListJson> {
      return { data: list.map((n) => ({ ...n })), unread: list.filter((n) => n.readAt === null).length };
    },
    async markRead(id) {
      const found = list.find((n) => n.id === id);
      if (found) Object.assign(found, { readAt: "2026-05-20T12:00:00.000Z" });
    },
    async markAllRead() {
      for (const n of list) Object.assign(n, { readAt: "2026-05-20T12:00:00.000Z" });
    },
  };
}

async function openSignedIn(gateway: NotificationsGateway = twoUnread()) {
  await renderApp("/api-key", {
    signedIn: true,
    rebind: (container: Container) => container.rebind(NotificationsGateway).toConstantValue(gateway),
  });
  return screen.findByRole("button", { name: "2 unread notifications" });
}

describe("the shell's notifications button", () => {
  it("names how many are unread and opens the list from the keyboard, newest first, worded from the facts", async () => {
    const button = await openSignedIn();
    button.focus();
    await userEvent.keyboard("{Enter}");
    const list = await screen.findByTestId("notifications");
    const texts = within(list)
      .getAllByTestId("notification-text")
      .map((item) => item.textContent);
    expect(texts).toEqual([
      "Engineering has used 80% of its $500.00 monthly budget",
      "Finance has used 80% of its $500.00 monthly budget",
    ]);
  });

  it("lowers the count as a notification is marked read, and says none are unread once all are", async () => {
    await userEvent.click(await openSignedIn());
    const list = await screen.findByTestId("notifications");
    await userEvent.click(
      within(list).getByRole("button", {
        name: "Mark as read: Finance has used 80% of its $500.00 monthly budget",
      }),
    );
    expect(await screen.findByRole("button", { name: "1 unread notification" })).toBeTruthy();
    await userEvent.click(within(list).getByRole("button", { name: "Mark all as read" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Notifications, none unread" })).toBeTruthy(),
    );
  });

  it("keeps the keyboard in the list when a notification is marked read, so Escape still closes it", async () => {
    const button = await openSignedIn();
    button.focus();
    await userEvent.keyboard("{Enter}");
    const list = await screen.findByTestId("notifications");
    within(list)
      .getByRole("button", { name: "Mark as read: Engineering has used 80% of its $500.00 monthly budget" })
      .focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("button", { name: "1 unread notification" })).toBeTruthy();
    expect(list.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("notifications")).toBeNull());
  });

  it("opens the list on the first press and keeps it open, the bell saying so", async () => {
    await userEvent.click(await openSignedIn());
    await screen.findByTestId("notifications");
    const bell = screen.getByRole("button", { name: "2 unread notifications" });
    await waitFor(() => expect(bell.getAttribute("aria-expanded")).toBe("true"));
    expect(screen.getAllByTestId("notifications")).toHaveLength(1);
  });

  it("says when there is nothing to read", async () => {
    const none: NotificationsGateway = {
      list: async () => ({ data: [], unread: 0 }),
      markRead: async () => {},
      markAllRead: async () => {},
    };
    await renderApp("/api-key", {
      signedIn: true,
      rebind: (container: Container) => container.rebind(NotificationsGateway).toConstantValue(none),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, none unread" }));
    expect(await screen.findByText("No notifications")).toBeTruthy();
  });

  it("is not shown to a visitor", async () => {
    await renderApp("/available-models");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByTestId("notifications-button")).toBeNull();
  });
});
