/** One notification as the shell's list shows it. */
export interface ShownNotification {
  /** Its sentence, e.g. "Engineering has used 80% of its $500.00 monthly budget". */
  readonly text: string;
  readonly unread: boolean;
}

/** What a signed-in person can do with the shell's notifications, in words of the product; both worlds implement it. */
export interface NotificationsDriver {
  /** The accessible name of the shell's button, e.g. "3 unread notifications". */
  buttonName(): Promise<string>;
  /** How many the button says are unread (0 when it says none are). */
  unreadCount(): Promise<number>;
  /** Opens the list, which reads it again, and tells what it shows, newest first. */
  list(): Promise<readonly ShownNotification[]>;
  /** Marks read the newest unread notification whose sentence includes `text`; fails when none does. */
  markRead(text: string): Promise<void>;
}
