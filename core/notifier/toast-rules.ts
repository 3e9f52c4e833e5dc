import type { HtmlSanitizer } from "./html-sanitizer.port.ts";
import type {
  BadgePosition,
  ToastAction,
  ToastIntent,
  ToastPosition,
  ToastRequest,
} from "./notifier.port.ts";

export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

/**
 * Top centre, Blueprint's own default: it sits where people look after acting, and it keeps the longer-lived
 * default toasts (errors people must read) apart from the short, frequent interface toasts in the bottom-right.
 */
export const DEFAULT_TOAST_POSITION: ToastPosition = "top";

export const DEFAULT_BADGE_POSITION: BadgePosition = "top-right";

export const DEFAULT_TOAST_INTENT: ToastIntent = "info";

/** Interface toasts (SPEC §9); a request may still override any of these. */
export const INTERFACE_TOAST_DEFAULTS = {
  position: "bottom-right",
  timeoutMs: 1000,
  multiLine: true,
  html: true,
} as const satisfies Pick<Required<ToastRequest>, "position" | "timeoutMs" | "multiLine" | "html">;

export const TOAST_POSITIONS: readonly ToastPosition[] = [
  "top",
  "top-left",
  "top-right",
  "bottom",
  "bottom-left",
  "bottom-right",
];

export const BADGE_POSITIONS: readonly BadgePosition[] = [
  "top-left",
  "top-right",
  "bottom-left",
  "bottom-right",
];

export const TOAST_INTENTS: readonly ToastIntent[] = ["positive", "negative", "warning", "info"];

export type ToastKind = "default" | "interface";

export const EMPTY_HTML_MESSAGE = "Invalid toast message: nothing is left of its HTML once sanitized.";

/** A toast request with every field resolved; `message` is HTML only when `html` is true. */
export interface NormalizedToast {
  readonly message: string;
  readonly caption: string | null;
  readonly intent: ToastIntent;
  readonly position: ToastPosition;
  /** 0 keeps the toast until dismissed. */
  readonly timeoutMs: number;
  readonly html: boolean;
  readonly multiLine: boolean;
  readonly badgePosition: BadgePosition;
  readonly action: ToastAction | null;
}

export type ToastValidation = { ok: true; toast: NormalizedToast } | { ok: false; errors: string[] };

// Requests may come from untyped code (config, HTML-heavy callers), so every field is checked at run time.
export function normalizeToast(request: ToastRequest, kind: ToastKind): ToastValidation {
  const defaults = kind === "interface" ? INTERFACE_TOAST_DEFAULTS : undefined;
  const position = request.position ?? defaults?.position ?? DEFAULT_TOAST_POSITION;
  const timeoutMs = request.timeoutMs ?? defaults?.timeoutMs ?? DEFAULT_TOAST_TIMEOUT_MS;
  const badgePosition = request.badgePosition ?? DEFAULT_BADGE_POSITION;
  const intent = request.intent ?? DEFAULT_TOAST_INTENT;
  const errors: string[] = [];

  if (typeof request.message !== "string" || request.message.trim() === "") {
    errors.push("Invalid toast message: it must be a non-empty text.");
  }
  if (!TOAST_POSITIONS.includes(position)) {
    errors.push(
      `Invalid toast position ${describe(position)}: expected one of ${TOAST_POSITIONS.join(", ")}.`,
    );
  }
  if (!isTimeout(timeoutMs)) {
    errors.push(
      `Invalid toast timeout ${describe(timeoutMs)}: expected a whole number of milliseconds, 0 or more (0 keeps the toast until dismissed).`,
    );
  }
  if (!BADGE_POSITIONS.includes(badgePosition)) {
    errors.push(
      `Invalid toast badge position ${describe(badgePosition)}: expected one of ${BADGE_POSITIONS.join(", ")}.`,
    );
  }
  if (!TOAST_INTENTS.includes(intent)) {
    errors.push(`Invalid toast intent ${describe(intent)}: expected one of ${TOAST_INTENTS.join(", ")}.`);
  }
  if (request.caption !== undefined && typeof request.caption !== "string") {
    errors.push(`Invalid toast caption ${describe(request.caption)}: expected a text.`);
  }
  if (request.action !== undefined && !isAction(request.action)) {
    errors.push("Invalid toast action: expected a non-empty label and an onClick function.");
  }
  if (errors.length > 0) return { ok: false, errors };

  return {
    ok: true,
    toast: {
      message: request.message,
      caption: request.caption?.trim() ? request.caption : null,
      intent,
      position,
      timeoutMs,
      html: request.html ?? defaults?.html ?? false,
      multiLine: request.multiLine ?? defaults?.multiLine ?? false,
      badgePosition,
      action: request.action ?? null,
    },
  };
}

/**
 * The toast as it may be shown: an HTML message sanitized, a plain one untouched (it is shown as text). Null when
 * HTML sanitizes to nothing: an empty toast tells the user nothing. Notifiers check requests at once but may load
 * the sanitizer later, so this runs when the toast is drawn, and repeats are matched on the message as given.
 */
export function showableToast(toast: NormalizedToast, sanitizer: HtmlSanitizer): NormalizedToast | null {
  if (!toast.html) return toast;
  const message = sanitizer.sanitize(toast.message);
  return message.trim() === "" ? null : { ...toast, message };
}

/** Two toasts with the same key are the same toast raised again: counted, not stacked. */
export function toastKey(toast: Pick<NormalizedToast, "message" | "intent" | "position">): string {
  return JSON.stringify([toast.message, toast.intent, toast.position]);
}

/** The one console line a rejected toast produces (SPEC §8). */
export function toastRejection(errors: readonly string[]): string {
  return `Toast rejected, nothing shown. ${errors.join(" ")}`;
}

function isTimeout(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function isAction(value: unknown): value is ToastAction {
  const action = value as Partial<ToastAction> | null;
  return (
    typeof action === "object" &&
    action !== null &&
    typeof action.label === "string" &&
    action.label.trim() !== "" &&
    typeof action.onClick === "function"
  );
}

function describe(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : String(value);
}
