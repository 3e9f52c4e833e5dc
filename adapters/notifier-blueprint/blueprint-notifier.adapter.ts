import { OverlayToaster, type Toaster, type ToastProps } from "@blueprintjs/core";
import { createElement, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { HtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";
import type { Notifier, ToastPosition, ToastRequest } from "../../core/notifier/notifier.port.ts";
import {
  type NormalizedToast,
  prepareToast,
  type ToastKind,
  toastKey,
  toastRejection,
} from "../../core/notifier/toast-rules.ts";
import { BLUEPRINT_INTENTS, BLUEPRINT_POSITIONS, intentIcon } from "./toast-appearance.tsx";
import { ToastContent } from "./toast-content.tsx";
import { ENGLISH_TOAST_LABELS, type ToastLabels } from "./toast-labels.ts";
import "./toast.css";

const MAX_TOASTS_PER_POSITION = 5;

interface VisibleToast {
  readonly id: string;
  readonly key: string;
  readonly toast: NormalizedToast;
  readonly repeatCount: number;
}

/**
 * Blueprint toasters, one per position, created on first use inside a "Notifications" landmark. Blueprint makes
 * each toaster aria-live="polite" and each message role="alert": screen readers announce a toast, and announce
 * it again when its repeat count changes.
 */
export class BlueprintNotifier implements Notifier {
  private readonly toasters = new Map<ToastPosition, Promise<Toaster>>();
  private readonly visible = new Map<string, VisibleToast>();
  private readonly roots: Root[] = [];
  private region: HTMLElement | null = null;
  private nextId = 1;

  constructor(
    private readonly sanitizer: HtmlSanitizer,
    private readonly document: Document,
    private readonly labels: ToastLabels = ENGLISH_TOAST_LABELS,
  ) {}

  notify(request: ToastRequest): string | null {
    return this.show(request, "default");
  }

  notifyInterface(request: ToastRequest): string | null {
    return this.show(request, "interface");
  }

  dismiss(id: string): void {
    const shown = this.visible.get(id);
    if (!shown) return;
    this.visible.delete(id);
    this.toasterAt(shown.toast.position).then(
      (toaster) => toaster.dismiss(id),
      () => undefined,
    );
  }

  /** Unmounts every toaster and removes the landmark (tests, hot reload). */
  dispose(): void {
    for (const root of this.roots.splice(0)) root.unmount();
    this.region?.remove();
    this.region = null;
    this.toasters.clear();
    this.visible.clear();
  }

  private show(request: ToastRequest, kind: ToastKind): string | null {
    const result = prepareToast(request, kind, this.sanitizer);
    if (!result.ok) {
      console.error(toastRejection(result.errors));
      return null;
    }
    const key = toastKey(result.toast);
    const repeated = [...this.visible.values()].find((shown) => shown.key === key);
    const entry: VisibleToast = repeated
      ? { ...repeated, toast: result.toast, repeatCount: repeated.repeatCount + 1 }
      : { id: `gw-toast-${this.nextId++}`, key, toast: result.toast, repeatCount: 1 };
    this.visible.set(entry.id, entry);
    this.toasterAt(entry.toast.position).then(
      (toaster) => {
        // A later repeat or a dismiss may have overtaken this call while the toaster was being created.
        if (this.visible.get(entry.id) === entry) toaster.show(this.toastProps(entry), entry.id);
      },
      (error: unknown) => console.error("Could not create the toaster", error),
    );
    return entry.id;
  }

  private toastProps({ id, toast, repeatCount }: VisibleToast): ToastProps {
    return {
      message: createElement(ToastContent, {
        toast,
        repeatCount,
        repeatedLabel: this.labels.repeated(repeatCount),
        sanitizer: this.sanitizer,
      }),
      intent: BLUEPRINT_INTENTS[toast.intent],
      icon: intentIcon(toast.intent),
      // Blueprint restarts a toast's timer only when `timeout` changes: a 1 ms wobble restarts it on each repeat.
      timeout: toast.timeoutMs > 0 ? toast.timeoutMs + ((repeatCount - 1) % 2) : 0,
      className: toast.multiLine ? "gw-toast gw-toast--multi-line" : "gw-toast",
      action: toast.action ? { text: toast.action.label, onClick: toast.action.onClick } : undefined,
      onDismiss: () => {
        if (this.visible.get(id)?.repeatCount === repeatCount) this.visible.delete(id);
      },
    };
  }

  private toasterAt(position: ToastPosition): Promise<Toaster> {
    let toaster = this.toasters.get(position);
    if (!toaster) {
      toaster = OverlayToaster.create(
        {
          position: BLUEPRINT_POSITIONS[position],
          maxToasts: MAX_TOASTS_PER_POSITION,
          className: "gw-toaster",
        },
        { container: this.landmark(), domRenderer: (element, container) => this.render(element, container) },
      );
      // Forget a failed creation so the next toast tries again.
      toaster.catch(() => this.toasters.delete(position));
      this.toasters.set(position, toaster);
    }
    return toaster;
  }

  private render(element: ReactElement<unknown>, container: Element | DocumentFragment): void {
    const root = createRoot(container);
    this.roots.push(root);
    root.render(element);
  }

  private landmark(): HTMLElement {
    if (!this.region) {
      this.region = this.document.createElement("div");
      this.region.className = "gw-toasts";
      this.region.setAttribute("role", "region");
      this.region.setAttribute("aria-label", this.labels.region());
      this.document.body.appendChild(this.region);
    }
    return this.region;
  }
}
