import { useEffect, useState } from "react";
import { afterNextPaint } from "../scheduling/after-next-paint.ts";

/**
 * False for the first render, true once the browser has painted it: for a part that measures itself when it
 * mounts (reading a size lays the page out on the spot), so that it measures a page already laid out instead of
 * forcing the first layout of the whole page inside the render.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
