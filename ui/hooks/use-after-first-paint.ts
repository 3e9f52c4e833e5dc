import { useEffect, useState } from "react";

/**
 * False for the first render, true once the browser has painted it: for a part that measures itself when it
 * mounts (reading a size lays the page out on the spot), so that it measures a page already laid out instead of
 * forcing the first layout of the whole page inside the render.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The animation frame runs before the paint; the timeout it starts runs after it.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted;
}
