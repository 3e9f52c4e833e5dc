import { useCallback, useEffect, useState } from "react";
import { OrganizationLifecycle } from "../../core/organization/organization-lifecycle.ts";
import { useService } from "../hooks/use-service.ts";
import { afterNextPaint } from "../scheduling/after-next-paint.ts";
import { whenIdle } from "../scheduling/when-idle.ts";

/** A part of the shell loaded apart from the page: `needed` once it must be shown, `need` to ask for it now. */
export interface LaterPart {
  readonly needed: boolean;
  readonly need: () => void;
}

/**
 * Fetches what `load` loads once the page is on screen: after the organization is ready (the loading overlay waits
 * for it), the frame that shows the page, and an idle moment. Before that it would share the network and the main
 * thread with what the first view needs. `load` should be stable (a module-level function).
 */
export function usePreloadedOnceShown(load: () => Promise<unknown>): void {
  const organization = useService(OrganizationLifecycle);
  useEffect(() => {
    let cancel = () => {};
    let active = true;
    void organization.whenReady().then(() => {
      if (!active) return;
      cancel = afterNextPaint(() => {
        // A failure here is tried again, and reported, when the part is first needed.
        cancel = whenIdle(() => void load().catch(() => {}));
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [organization, load]);
}

/**
 * For a part of the shell nobody sees before acting (a popover, a drawer): its chunk is fetched once the page is
 * on screen, so it never shares the network or the main thread with the first view. It is rendered only once
 * `need` is called, so what the page shows does not change when the chunk arrives.
 */
export function useLoadedOnceShown(load: () => Promise<unknown>): LaterPart {
  usePreloadedOnceShown(load);
  const [needed, setNeeded] = useState(false);
  const need = useCallback(() => setNeeded(true), []);
  return { needed, need };
}
