import { Button, Classes, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { Error as ErrorIcon, Notifications, Refresh, Tick } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { notificationText } from "./notification-text.ts";
import type { ListedNotification, NotificationsState } from "./notifications.state.ts";
import type { NotificationsViewModel } from "./notifications.view-model.ts";

interface NotificationsListProps {
  readonly state: NotificationsState;
  readonly viewModel: NotificationsViewModel;
}

/** The list the shell's notifications button opens: newest first, each marked read on its own or all at once. */
export function NotificationsList({ state, viewModel }: NotificationsListProps) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  // The button pressed goes away (a read notification has none) or turns off: focus stays in the list, so the
  // keyboard (Escape, Tab) still works in it.
  const keepFocus = () => section.current?.focus();
  return (
    <section
      ref={section}
      tabIndex={-1}
      className="app-notifications"
      aria-labelledby="app-notifications-title"
      aria-busy={state.status === "loading" || state.status === "idle"}
      data-testid="notifications"
    >
      <header className="app-notifications-header">
        <h2 id="app-notifications-title" className={Classes.HEADING}>
          {t("notifications.title")}
        </h2>
        <Button
          size="small"
          variant="minimal"
          icon={<Tick />}
          disabled={state.unread === 0}
          onClick={() => {
            keepFocus();
            void viewModel.markAllRead();
          }}
        >
          {t("notifications.markAllRead")}
        </Button>
      </header>
      <NotificationsContent state={state} viewModel={viewModel} keepFocus={keepFocus} />
    </section>
  );
}

function NotificationsContent({
  state,
  viewModel,
  keepFocus,
}: NotificationsListProps & { readonly keepFocus: () => void }) {
  const { t } = useTranslation();
  if (state.status === "loading" || state.status === "idle")
    return <NonIdealState icon={<Spinner size={24} />} description={t("common.loading")} />;
  if (state.status === "failed")
    return (
      <NonIdealState
        icon={<ErrorIcon size={32} />}
        title={t("notifications.failed")}
        description={
          state.failure.length > 0 ? state.failure.map((line) => <p key={line}>{line}</p>) : undefined
        }
        action={
          <Button icon={<Refresh />} onClick={() => void viewModel.refresh()}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  if (state.notifications.length === 0)
    return (
      <NonIdealState
        icon={<Notifications size={32} />}
        title={t("notifications.empty")}
        description={t("notifications.emptyDescription")}
      />
    );
  return (
    <ul className="app-notifications-list">
      {state.notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onRead={() => {
            keepFocus();
            void viewModel.markRead(notification.id);
          }}
        />
      ))}
    </ul>
  );
}

function NotificationItem({
  notification,
  onRead,
}: {
  readonly notification: ListedNotification;
  readonly onRead: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { sentence, spent } = notificationText(t, i18n.language, notification);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    notification.createdAt,
  );
  return (
    <li
      className={`app-notification${notification.read ? "" : " app-notification-unread"}`}
      data-testid="notification"
      data-notification-id={notification.id}
      data-read={notification.read}
    >
      <p className="app-notification-sentence">
        {notification.read ? null : (
          <Tag minimal intent="primary" className="app-notification-new">
            {t("notifications.new")}
          </Tag>
        )}
        <span data-testid="notification-text">{sentence}</span>
      </p>
      <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
        {spent} · <time dateTime={notification.createdAt.toISOString()}>{when}</time>
      </p>
      {notification.read ? null : (
        <Button
          size="small"
          variant="minimal"
          onClick={onRead}
          aria-label={`${t("notifications.markRead")}: ${sentence}`}
        >
          {t("notifications.markRead")}
        </Button>
      )}
    </li>
  );
}
