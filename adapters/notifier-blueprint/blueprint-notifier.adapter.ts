import type { Toaster } from "@blueprintjs/core";
import type { ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { HtmlSanitizer, LoadHtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";
import type { Notifier, ToastPosition, ToastRequest } from "../../core/notifier/notifier.port.ts";
import {
  EMPTY_HTML_MESSAGE,
  type NormalizedToast,
  normalizeToast,
  showableToast,
  type ToastKind,
  toastKey,
  toastRejection,
} from "../../core/notifier/toast-rules.ts";
import type { ToastLabels } from "./toast-labels.ts";

type ViewModule = typeof import("./toaster-view.tsx");

interface VisibleToast {
  readonly id: string;
  readonly key: string;
  readonly toast: NormalizedToast;
  readonly repeatCount: number;
}

/**
 * Blueprint toasters, one per position, created on first use inside a "Notifications" landmark. Blueprint makes
 * each toaster aria-live="polite" and each message role="alert": screen readers announce a toast, and announce
 * it again when its repeat count changes. Requests are checked at once; the drawing code and the sanitizer are
 * downloaded with the first toast.
 */
export class BlueprintNotifier implements Notifier {
  private readonly toasters = new Map<ToastPosition, Promise<Toaster>>();
  private readonly visible = new Map<string, VisibleToast>();
  private readonly roots: Root[] = [];
  private region: HTMLElement | null = null;
  private toolkit: Promise<{ view: ViewModule; sanitizer: HtmlSanitizer }> | null = null;
  private nextId = 1;

  constructor(
    private readonly loadSanitizer: LoadHtmlSanitizer,
    private readonly document: Document,
    /** Translated by the shell; read each time a toast is drawn, so a change of language reaches them. */
    private readonly labels: ToastLabels,
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
    const result = normalizeToast(request, kind);
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
    Promise.all([this.loadToolkit(), this.toasterAt(entry.toast.position)]).then(
      ([{ view, sanitizer }, toaster]) => {
        // A later repeat or a dismiss may have overtaken this call while the toaster was being created.
        if (this.visible.get(entry.id) !== entry) return;
        const toast = showableToast(entry.toast, sanitizer);
        if (!toast) {
          this.visible.delete(entry.id);
          console.error(toastRejection([EMPTY_HTML_MESSAGE]));
          return;
        }
        this.region?.setAttribute("aria-label", this.labels.region());
        toaster.show(view.toastProps(this.viewOf({ ...entry, toast }), sanitizer), entry.id);
      },
      (error: unknown) => console.error("Could not show the toast", error),
    );
    return entry.id;
  }

  private viewOf({ id, toast, repeatCount }: VisibleToast) {
    return {
      toast,
      repeatCount,
      repeatedLabel: this.labels.repeated(repeatCount),
      onDismiss: () => {
        if (this.visible.get(id)?.repeatCount === repeatCount) this.visible.delete(id);
      },
    };
  }

  private loadToolkit() {
    this.toolkit ??= Promise.all([import("./toaster-view.tsx"), this.loadSanitizer()]).then(
      ([view, sanitizer]) => ({
        view,
        sanitizer,
      }),
    );
    this.toolkit.catch(() => {
      this.toolkit = null;
    });
    return this.toolkit;
  }

  private toasterAt(position: ToastPosition): Promise<Toaster> {
    let toaster = this.toasters.get(position);
    if (!toaster) {
      toaster = this.loadToolkit().then(({ view }) =>
        view.createToaster(position, this.landmark(), (element, container) =>
          this.render(element, container),
        ),
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
