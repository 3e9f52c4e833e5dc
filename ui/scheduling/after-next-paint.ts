/**
 * Runs `work` once the browser has painted its next frame: the animation frame runs before the paint, the
 * timeout it starts runs after it. Returns what cancels it, if it has not run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}
