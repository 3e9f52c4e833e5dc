import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  type Observable,
  type SchedulerLike,
  type Subscription,
  switchMap,
  timer,
} from "rxjs";
import { messagesToReport } from "../../core/errors/reportable-failure.ts";
import type { NotificationJson } from "../../core/notifications/notification-json.ts";
import type { NotificationsGateway } from "../../core/notifications/notifications-gateway.port.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../core/notifier/report-failure.ts";
import {
  INITIAL_NOTIFICATIONS_STATE,
  type ListedNotification,
  type NotificationsState,
} from "./notifications.state.ts";

/** How often the list is read again while the page is in view. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** The shell's own words, read when needed (the language may change). */
export interface NotificationsTexts {
  /** For a notification (or all) that could not be marked read, when the server did not say why. */
  markFailed(): string;
}

export interface NotificationsDependencies {
  readonly gateway: NotificationsGateway;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: NotificationsTexts;
  /** Whether someone is signed in: the list is read on sign-in and forgotten on sign-out. */
  readonly signedIn$: Observable<boolean>;
  /** Whether the page is in view: a hidden tab reads nothing, and reads again on coming back. */
  readonly visible$: Observable<boolean>;
  readonly refreshMs?: number;
  /** For tests: the scheduler of the periodic reading. */
  readonly scheduler?: SchedulerLike;
}

/**
 * The signed-in person's notifications for the shell: read on sign-in and every minute while the page is in view,
 * the unread count with them. Marking read shows at once and is undone, with an error toast, if the gateway
 * refuses it.
 */
export class NotificationsViewModel {
  private readonly state = new BehaviorSubject<NotificationsState>(INITIAL_NOTIFICATIONS_STATE);
  readonly state$: Observable<NotificationsState> = this.state.asObservable();
  private readonly reading: Subscription;
  private signedIn = false;
  private disposed = false;

  constructor(private readonly deps: NotificationsDependencies) {
    const every = deps.refreshMs ?? NOTIFICATIONS_REFRESH_MS;
    this.reading = combineLatest([
      deps.signedIn$.pipe(distinctUntilChanged()),
      deps.visible$.pipe(distinctUntilChanged()),
    ])
      .pipe(
        switchMap(([signedIn, visible]) => {
          this.signedIn = signedIn;
          if (!signedIn) this.patch(INITIAL_NOTIFICATIONS_STATE);
          return signedIn && visible ? timer(0, every, deps.scheduler) : EMPTY;
        }),
        exhaustMap(() => this.load()),
      )
      .subscribe();
  }

  current(): NotificationsState {
    return this.state.value;
  }

  /** Reads the list now (the list was opened, or the person asks again after a failure). */
  refresh(): Promise<void> {
    return this.signedIn ? this.load() : Promise.resolve();
  }

  /** Marks one notification read. */
  async markRead(id: string): Promise<void> {
    const before = this.state.value;
    if (!before.notifications.some((notification) => notification.id === id && !notification.read)) return;
    this.patch({
      notifications: before.notifications.map((notification) =>
        notification.id === id ? { ...notification, read: true } : notification,
      ),
      unread: Math.max(0, before.unread - 1),
    });
    await this.undoIfRefused(() => this.deps.gateway.markRead(id), before);
  }

  /** Marks every notification read, listed or not. */
  async markAllRead(): Promise<void> {
    const before = this.state.value;
    if (before.unread === 0) return;
    this.patch({
      notifications: this.state.value.notifications.map((notification) => ({ ...notification, read: true })),
      unread: 0,
    });
    await this.undoIfRefused(() => this.deps.gateway.markAllRead(), before);
  }

  dispose(): void {
    this.disposed = true;
    this.reading.unsubscribe();
    this.state.complete();
  }

  private async load(): Promise<void> {
    if (this.state.value.status !== "ready") this.patch({ status: "loading", failure: [] });
    try {
      const { data, unread } = await this.deps.gateway.list();
      if (this.signedIn)
        this.patch({ status: "ready", notifications: newestFirst(data), unread, failure: [] });
    } catch (error) {
      // A list already shown stays: the next reading may succeed, and the person still has what they read.
      if (this.state.value.status !== "ready")
        this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
    }
  }

  private async undoIfRefused(call: () => Promise<void>, before: NotificationsState): Promise<void> {
    try {
      await call();
    } catch (error) {
      this.patch({ notifications: before.notifications, unread: before.unread });
      reportFailure(this.deps.notifier, error, this.deps.texts.markFailed());
    }
  }

  private patch(change: Partial<NotificationsState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

function newestFirst(notifications: readonly NotificationJson[]): ListedNotification[] {
  return notifications
    .map((notification) => ({
      id: notification.id,
      kind: notification.kind,
      createdAt: new Date(notification.createdAt),
      read: notification.readAt !== null,
      details: notification.details,
    }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
