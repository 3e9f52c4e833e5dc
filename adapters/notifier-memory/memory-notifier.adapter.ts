import type { HtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";
import type { Notifier, ToastRequest } from "../../core/notifier/notifier.port.ts";
import {
  EMPTY_HTML_MESSAGE,
  type NormalizedToast,
  normalizeToast,
  showableToast,
  type ToastKind,
  toastKey,
  toastRejection,
} from "../../core/notifier/toast-rules.ts";

/** A toast as the memory notifier recorded it; an HTML message is already sanitized. */
export interface ShownToast {
  readonly id: string;
  /** The request's identity (message as given, intent, position): a repeat has the same key. */
  readonly key: string;
  readonly toast: NormalizedToast;
  /** 1 when first shown, then one more each time the same toast is raised while still visible. */
  readonly repeatCount: number;
  readonly dismissed: boolean;
}

/**
 * Records toasts instead of drawing them, with the same rejection and repeat rules as the real notifier.
 * It runs no timers: a toast stays visible until `dismiss`, so tests decide when time has passed.
 */
export class MemoryNotifier implements Notifier {
  private records: ShownToast[] = [];
  private nextId = 1;

  constructor(private readonly sanitizer: HtmlSanitizer) {}

  notify(request: ToastRequest): string | null {
    return this.show(request, "default");
  }

  notifyInterface(request: ToastRequest): string | null {
    return this.show(request, "interface");
  }

  dismiss(id: string): void {
    this.records = this.records.map((record) => (record.id === id ? { ...record, dismissed: true } : record));
  }

  /** Every toast shown so far, oldest first, dismissed ones included. */
  shown(): readonly ShownToast[] {
    return this.records;
  }

  /** The toasts a user would still see. */
  visible(): readonly ShownToast[] {
    return this.records.filter((record) => !record.dismissed);
  }

  private show(request: ToastRequest, kind: ToastKind): string | null {
    const result = normalizeToast(request, kind);
    if (!result.ok) {
      console.error(toastRejection(result.errors));
      return null;
    }
    const key = toastKey(result.toast);
    const repeated = this.visible().find((record) => record.key === key);
    if (repeated) {
      const updated = { ...repeated, repeatCount: repeated.repeatCount + 1 };
      this.records = this.records.map((record) => (record === repeated ? updated : record));
      return repeated.id;
    }
    // Same contract as the Blueprint notifier, whose sanitizer arrives later: an id first, then nothing drawn.
    const id = `toast-${this.nextId++}`;
    const toast = showableToast(result.toast, this.sanitizer);
    if (!toast) {
      console.error(toastRejection([EMPTY_HTML_MESSAGE]));
      return id;
    }
    this.records = [...this.records, { id, key, toast, repeatCount: 1, dismissed: false }];
    return id;
  }
}
