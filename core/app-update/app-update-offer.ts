import type { Notifier } from "../notifier/notifier.port.ts";

/** SPEC §2: the update toast stays 100 seconds. */
export const UPDATE_TOAST_TIMEOUT_MS = 100_000;

/** The update toast's words, in the person's language. */
export interface UpdateOfferTexts {
  readonly message: string;
  readonly caption: string;
  readonly refresh: string;
}

/** A new version of the dashboard, installed and waiting for the page's consent to take over. */
export interface WaitingVersion {
  /** Lets the waiting version take control of the page. */
  activate(): void;
}

export interface AppUpdateOfferDependencies {
  readonly notifier: Notifier;
  readonly texts: () => UpdateOfferTexts;
  readonly reload: () => void;
}

/**
 * Offers a deployed new version without forcing it (SPEC §2): a toast with a Refresh action; only that click lets
 * the new version take over, and the page reloads once when it has.
 */
export class AppUpdateOffer {
  private toastId: string | null = null;
  private consented = false;
  private reloaded = false;

  constructor(private readonly deps: AppUpdateOfferDependencies) {}

  /** A new version is waiting: offer it, replacing the offer of an older one still on screen. */
  newVersionWaiting(version: WaitingVersion): void {
    if (this.consented) return;
    if (this.toastId !== null) this.deps.notifier.dismiss(this.toastId);
    const { message, caption, refresh } = this.deps.texts();
    this.toastId = this.deps.notifier.notify({
      message,
      caption,
      intent: "info",
      timeoutMs: UPDATE_TOAST_TIMEOUT_MS,
      action: { label: refresh, onClick: () => this.accept(version) },
    });
  }

  /** The waiting version has taken control of the page. */
  newVersionInControl(): void {
    // Without consent another tab accepted the update: this page keeps running what it has until its person acts.
    if (!this.consented || this.reloaded) return;
    this.reloaded = true;
    this.deps.reload();
  }

  private accept(version: WaitingVersion): void {
    if (this.consented) return;
    this.consented = true;
    version.activate();
  }
}
