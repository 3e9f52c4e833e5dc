import { token } from "../wiring/token.ts";
export type ToastPosition = "top" | "top-left" | "top-right" | "bottom" | "bottom-left" | "bottom-right";
export type BadgePosition = "top-left" | "top-right" | "bottom-left" | "bottom-right";
export type ToastIntent = "positive" | "negative" | "warning" | "info";

export interface ToastAction {
  readonly label: string;
  readonly onClick: () => void;
}

export interface ToastRequest {
  readonly message: string;
  readonly caption?: string;
  readonly intent?: ToastIntent;
  readonly position?: ToastPosition;
  /** Milliseconds before the toast leaves by itself; 0 keeps it until dismissed. */
  readonly timeoutMs?: number;
  /** The message is HTML; it is sanitized before it is shown. */
  readonly html?: boolean;
  readonly multiLine?: boolean;
  /** Where the repeat counter sits when the same toast is raised again while visible. */
  readonly badgePosition?: BadgePosition;
  readonly action?: ToastAction;
}

/** Shows toasts (SPEC §4, §9). Returns the toast's id, or null when the request was rejected as invalid. */
export interface Notifier {
  notify(request: ToastRequest): string | null;
  /** An interface toast: bottom-right, 1000 ms, multi-line, HTML allowed (sanitized). */
  notifyInterface(request: ToastRequest): string | null;
  dismiss(id: string): void;
}

export const Notifier = token<Notifier>("Notifier");
