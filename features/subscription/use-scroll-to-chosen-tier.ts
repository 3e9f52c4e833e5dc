import { useEffect, useRef } from "react";

/**
 * Brings the tier the address named into view once its card is shown, and again when the address names another.
 * Runs after the layout's scroll to the top that every navigation does (the tiers arrive after it).
 */
export function useScrollToChosenTier(tierId: string | null): void {
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (tierId === null || scrolledTo.current === tierId) return;
    const card = [...document.querySelectorAll<HTMLElement>('[data-testid="tier-card"]')].find(
      (candidate) => candidate.dataset.tierId === tierId,
    );
    if (!card) return;
    scrolledTo.current = tierId;
    const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    card.scrollIntoView?.({ block: "center", behavior: reducedMotion ? "auto" : "smooth" });
  }, [tierId]);
}
