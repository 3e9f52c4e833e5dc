import "./notifications.css";
import { Button, Popover } from "@blueprintjs/core";
import { Notifications } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import { documentVisible$ } from "./document-visibility.ts";
import { createNotificationsViewModel } from "./notifications.view-model-factory.ts";
import { NotificationsList } from "./notifications-list.tsx";

/** The most the badge counts before it says "99+". */
const MOST_COUNTED = 99;

/**
 * The shell's notifications: a button naming how many are unread, with the count as a badge, opening the list.
 * Opening it reads the list again, so it is never a minute behind.
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  const services = useScreenServices();
  const viewModel = useViewModel(() => createNotificationsViewModel(services, documentVisible$(document)));
  const state = useObservable(viewModel.state$, viewModel.current());
  const label =
    state.unread > 0 ? t("notifications.unread", { count: state.unread }) : t("notifications.noneUnread");
  return (
    <Popover
      placement="bottom-end"
      onOpening={() => void viewModel.refresh()}
      content={<NotificationsList state={state} viewModel={viewModel} />}
    >
      <Button
        variant="minimal"
        icon={<Notifications />}
        aria-label={label}
        title={label}
        className="app-notifications-button"
        data-testid="notifications-button"
        data-unread={state.unread}
      >
        {state.unread > 0 ? (
          <span className="app-notifications-badge" aria-hidden="true">
            {state.unread > MOST_COUNTED ? `${MOST_COUNTED}+` : state.unread}
          </span>
        ) : null}
      </Button>
    </Popover>
  );
}
