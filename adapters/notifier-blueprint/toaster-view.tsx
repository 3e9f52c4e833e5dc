import { OverlayToaster, type Toaster, type ToastProps } from "@blueprintjs/core";
import { createElement, type ReactElement } from "react";
import type { HtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";
import type { ToastPosition } from "../../core/notifier/notifier.port.ts";
import type { NormalizedToast } from "../../core/notifier/toast-rules.ts";
import { BLUEPRINT_INTENTS, BLUEPRINT_POSITIONS, intentIcon } from "./toast-appearance.tsx";
import { ToastContent } from "./toast-content.tsx";
import "./toast.css";

// Everything that draws toasts, kept in one lazily loaded chunk: the first screen shows no toast.

const MAX_TOASTS_PER_POSITION = 5;

export interface ToastView {
  readonly toast: NormalizedToast;
  readonly repeatCount: number;
  readonly repeatedLabel: string;
  readonly onDismiss: () => void;
}

export function createToaster(
  position: ToastPosition,
  container: HTMLElement,
  render: (element: ReactElement<unknown>, container: Element | DocumentFragment) => void,
): Promise<Toaster> {
  return OverlayToaster.create(
    { position: BLUEPRINT_POSITIONS[position], maxToasts: MAX_TOASTS_PER_POSITION, className: "gw-toaster" },
    { container, domRenderer: render },
  );
}

export function toastProps(
  { toast, repeatCount, repeatedLabel, onDismiss }: ToastView,
  sanitizer: HtmlSanitizer,
): ToastProps {
  return {
    message: createElement(ToastContent, { toast, repeatCount, repeatedLabel, sanitizer }),
    intent: BLUEPRINT_INTENTS[toast.intent],
    icon: intentIcon(toast.intent),
    // Blueprint restarts a toast's timer only when `timeout` changes: a 1 ms wobble restarts it on each repeat.
    timeout: toast.timeoutMs > 0 ? toast.timeoutMs + ((repeatCount - 1) % 2) : 0,
    className: toast.multiLine ? "gw-toast gw-toast--multi-line" : "gw-toast",
    action: toast.action ? { text: toast.action.label, onClick: toast.action.onClick } : undefined,
    onDismiss,
  };
}
