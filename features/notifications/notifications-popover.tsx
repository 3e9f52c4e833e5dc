import { Popover } from "@blueprintjs/core";
import { useEffect, useRef } from "react";
import type { NotificationsState } from "./notifications.state.ts";
import type { NotificationsViewModel } from "./notifications.view-model.ts";
import { NotificationsBell } from "./notifications-bell.tsx";
import { NotificationsList } from "./notifications-list.tsx";

interface NotificationsPopoverProps {
  readonly state: NotificationsState;
  readonly viewModel: NotificationsViewModel;
  readonly label: string;
}

/**
 * The bell with the list it opens. It takes the place of the bell that was pressed (NotificationsButton renders
 * it then), so it opens at once, the keyboard on its bell as it was on the one pressed. Opening it reads the list
 * again, so it is never a minute behind.
 */
export function NotificationsPopover({ state, viewModel, label }: NotificationsPopoverProps) {
  const bell = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    bell.current?.focus();
    bell.current?.click();
  }, []);
  return (
    <Popover
      placement="bottom-end"
      onOpening={() => void viewModel.refresh()}
      content={<NotificationsList state={state} viewModel={viewModel} />}
    >
      <NotificationsBell ref={bell} unread={state.unread} label={label} />
    </Popover>
  );
}
