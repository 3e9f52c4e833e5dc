import { Button, type ButtonProps } from "@blueprintjs/core";
import { Notifications } from "@blueprintjs/icons";
import type { Ref } from "react";

/** The most the badge counts before it says "99+". */
const MOST_COUNTED = 99;

interface NotificationsBellProps extends Pick<ButtonProps, "onClick" | "aria-expanded" | "aria-haspopup"> {
  readonly unread: number;
  readonly label: string;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** The shell's bell: a button naming how many notifications are unread, with the count as a badge. */
export function NotificationsBell({ unread, label, ...props }: NotificationsBellProps) {
  return (
    <Button
      {...props}
      variant="minimal"
      icon={<Notifications />}
      aria-label={label}
      title={label}
      className="app-notifications-button"
      data-testid="notifications-button"
      data-unread={unread}
    >
      {unread > 0 ? (
        <span className="app-notifications-badge" aria-hidden="true">
          {unread > MOST_COUNTED ? `${MOST_COUNTED}+` : unread}
        </span>
      ) : null}
    </Button>
  );
}
