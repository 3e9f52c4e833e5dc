import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";

/** The part of a view model's state a confirmed removal uses: what was asked about, and the call in flight. */
export interface PendingRemovalState<T> {
  /** The thing asked to be removed, waiting for the confirmation (and while it is being removed). */
  readonly removal: T | null;
  readonly call: string | null;
}

/** Changes that part of the state (the view model's own patch). */
export type PendingRemovalPatch<T> = (change: {
  readonly removal?: T | null;
  readonly call?: "removing" | null;
}) => void;

/** Asks for confirmation before removing the item, when it exists, may be removed and no call runs. */
export function askPendingRemoval<T>(
  state: PendingRemovalState<T>,
  patch: PendingRemovalPatch<T>,
  item: T | undefined,
  allowed: boolean,
): void {
  if (item && allowed && !state.call) patch({ removal: item });
}

/** Keeps what the person was asked about (not while its removal runs). */
export function cancelPendingRemoval<T>(state: PendingRemovalState<T>, patch: PendingRemovalPatch<T>): void {
  if (state.call !== "removing") patch({ removal: null });
}

/** How a confirmed removal is carried out and told. */
export interface ConfirmedRemoval<T> {
  readonly notifier: Pick<Notifier, "notify">;
  /** Calls the gateway and shows the list without the item. */
  readonly remove: (item: T) => Promise<void>;
  /** The positive toast's words once it is gone. */
  readonly removed: (item: T) => string;
  /** For a failure the server did not explain. */
  readonly removeFailed: () => string;
  /** Runs after the toast, once it is gone (e.g. tells the page to load again). */
  readonly afterRemoval?: () => void;
}

/**
 * Removes what the person confirmed, one call at a time: a positive toast once the gateway took it, the server's
 * refusal in an error toast otherwise (core reportFailure); the question closes either way.
 */
export async function confirmPendingRemoval<T>(
  state: PendingRemovalState<T>,
  patch: PendingRemovalPatch<T>,
  removal: ConfirmedRemoval<T>,
): Promise<void> {
  const item = state.removal;
  if (!item || state.call) return;
  patch({ call: "removing" });
  try {
    await removal.remove(item);
    removal.notifier.notify({ message: removal.removed(item), intent: "positive" });
    removal.afterRemoval?.();
  } catch (error) {
    reportFailure(removal.notifier, error, removal.removeFailed());
  } finally {
    patch({ call: null, removal: null });
  }
}
