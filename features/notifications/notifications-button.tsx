import "./notifications.css";
import { Classes } from "@blueprintjs/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import { useLoadedOnceShown } from "../../ui/shell/use-loaded-once-shown.ts";
import { documentVisible$ } from "./document-visibility.ts";
import { createNotificationsViewModel } from "./notifications.view-model-factory.ts";
import { NotificationsBell } from "./notifications-bell.tsx";

// The list and Blueprint's popover machinery are a chunk of their own, fetched once the page is on screen: the
// bell and its count are all the top bar shows before it is pressed.
const loadPopover = () => import("./notifications-popover.tsx");
const NotificationsPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationsPopover })));

/**
 * The shell's notifications: a button naming how many are unread, with the count as a badge, opening the list.
 * Until first pressed it is the bell alone, drawn as the popover draws its target (same wrapper, same state).
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  const services = useScreenServices();
  const viewModel = useViewModel(() => createNotificationsViewModel(services, documentVisible$(document)));
  const state = useObservable(viewModel.state$, viewModel.current());
  const popover = useLoadedOnceShown(loadPopover);
  const label =
    state.unread > 0 ? t("notifications.unread", { count: state.unread }) : t("notifications.noneUnread");
  const bellAlone = (
    <span className={Classes.POPOVER_TARGET}>
      <NotificationsBell
        unread={state.unread}
        label={label}
        aria-expanded={false}
        aria-haspopup="menu"
        onClick={popover.need}
      />
    </span>
  );
  if (!popover.needed) return bellAlone;
  return (
    <Suspense fallback={bellAlone}>
      <NotificationsPopover state={state} viewModel={viewModel} label={label} />
    </Suspense>
  );
}
