import { type RefObject, useEffect, useState } from "react";

/** How far outside the viewport an element counts as near: it is drawn before it is scrolled to. */
const NEAR_MARGIN = "300px";

/**
 * Whether the element has come within reach of the viewport; once true it stays true. Where the browser cannot
 * say (no IntersectionObserver, as in the unit tests' DOM), it is near at once.
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== "function");
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
