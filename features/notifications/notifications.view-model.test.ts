import { BehaviorSubject } from "rxjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import type { NotificationJson, NotificationListJson } from "../../core/notifications/notification-json.ts";
import { NotificationsGateway } from "../../core/notifications/notifications-gateway.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import { sessionStoreForTest } from "../../ui/testing/session-store-for-test.ts";
import { NOTIFICATIONS_REFRESH_MS } from "./notifications.view-model.ts";
import { createNotificationsViewModel } from "./notifications.view-model-factory.ts";

function budgetAlert(id: string, createdAt: string, readAt: string | null = null): NotificationJson {
  return {
    id,
    kind: "budget-threshold",
    createdAt,
    readAt,
    details: {
      departmentId: "dep-engineering",
      departmentName: "Engineering",
      threshold: 80,
      spend: 412,
      budget: 500,
      period: "2026-05",
    },
  };
}

/** A gateway holding these notifications, counting its readings; it can be told to refuse. */
function gatewayOf(notifications: NotificationJson[]) {
  const list: NotificationJson[] = notifications.map((notification) => ({ ...notification }));
  const gateway = {
    readings: 0,
    refuse: false,
    async list(): Promise<NotificationListJson> {
      gateway.readings += 1;
      if (gateway.refuse) throw GatewayError.http(503, "The gateway is busy");
      return {
        data: list.map((notification) => ({ ...notification })),
        unread: list.filter((n) => !n.readAt).length,
      };
    },
    async markRead(id: string) {
      if (gateway.refuse) throw GatewayError.http(503);
      const found = list.find((notification) => notification.id === id);
      if (found) Object.assign(found, { readAt: "2026-05-20T12:00:00.000Z" });
    },
    async markAllRead() {
      if (gateway.refuse) throw GatewayError.http(503);
      for (const notification of list) Object.assign(notification, { readAt: "2026-05-20T12:00:00.000Z" });
    },
  } satisfies NotificationsGateway & Record<string, unknown>;
  return gateway;
}

function setUp(gateway = gatewayOf([]), signedIn = true, visible = true) {
  const signedIn$ = new BehaviorSubject(signedIn);
  const visible$ = new BehaviorSubject(visible);
  const notifier = { notify: vi.fn((_: unknown) => "toast") };
  const services = screenServicesForTest((bind) => {
    bind(NotificationsGateway, gateway);
    bind(Notifier, notifier as unknown as Notifier);
    bind(SessionStore, sessionStoreForTest(signedIn$));
  });
  const viewModel = disposedAfterTest(createNotificationsViewModel(services, visible$));
  return { viewModel, gateway, signedIn$, visible$, notifier };
}

const TWO = [
  budgetAlert("older", "2026-05-10T09:00:00.000Z"),
  budgetAlert("newer", "2026-05-18T09:00:00.000Z"),
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the shell's notifications", () => {
  it("are read on sign-in, newest first, with the unread count", async () => {
    const { viewModel, signedIn$ } = setUp(gatewayOf(TWO), false);
    await vi.advanceTimersByTimeAsync(0);
    expect(viewModel.current()).toMatchObject({ status: "idle", unread: 0 });
    signedIn$.next(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(viewModel.current()).toMatchObject({ status: "ready", unread: 2 });
    expect(viewModel.current().notifications.map((notification) => notification.id)).toEqual([
      "newer",
      "older",
    ]);
  });

  it("are read again every minute while the page is in view, and on coming back to it", async () => {
    const { gateway, visible$ } = setUp(gatewayOf(TWO));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS);
    expect(gateway.readings).toBe(2);
    visible$.next(false);
    await vi.advanceTimersByTimeAsync(5 * NOTIFICATIONS_REFRESH_MS);
    expect(gateway.readings).toBe(2);
    visible$.next(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(gateway.readings).toBe(3);
  });

  it("are forgotten on sign-out", async () => {
    const { viewModel, signedIn$, gateway } = setUp(gatewayOf(TWO));
    await vi.advanceTimersByTimeAsync(0);
    signedIn$.next(false);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS);
    expect(viewModel.current()).toMatchObject({ status: "idle", notifications: [], unread: 0 });
    expect(gateway.readings).toBe(1);
  });

  it("lower the count as one is marked read, and go to zero when all are", async () => {
    const { viewModel } = setUp(gatewayOf(TWO));
    await vi.advanceTimersByTimeAsync(0);
    await viewModel.markRead("older");
    expect(viewModel.current().unread).toBe(1);
    expect(viewModel.current().notifications.find((notification) => notification.id === "older")?.read).toBe(
      true,
    );
    await viewModel.refresh();
    expect(viewModel.current().unread).toBe(1);
    await viewModel.markAllRead();
    expect(viewModel.current().unread).toBe(0);
    expect(viewModel.current().notifications.every((notification) => notification.read)).toBe(true);
  });

  it("take back a mark the gateway refused, and say so", async () => {
    const { viewModel, gateway, notifier } = setUp(gatewayOf(TWO));
    await vi.advanceTimersByTimeAsync(0);
    gateway.refuse = true;
    await viewModel.markRead("newer");
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        message: "The notification could not be marked as read.",
        intent: "negative",
      }),
    );
    expect(viewModel.current().unread).toBe(2);
    expect(viewModel.current().notifications.every((notification) => !notification.read)).toBe(true);
  });

  it("say why they could not be read, and keep a list already shown when a later reading fails", async () => {
    const failing = gatewayOf(TWO);
    failing.refuse = true;
    const { viewModel } = setUp(failing);
    await vi.advanceTimersByTimeAsync(0);
    expect(viewModel.current()).toMatchObject({ status: "failed", failure: ["The gateway is busy"] });
    failing.refuse = false;
    await viewModel.refresh();
    failing.refuse = true;
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS);
    expect(viewModel.current()).toMatchObject({ status: "ready", unread: 2 });
  });
});
