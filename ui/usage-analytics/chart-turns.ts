import { afterNextPaint } from "../scheduling/after-next-paint.ts";

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Resolves when it is this chart's turn to be drawn: one chart a frame, in the order they ask. Drawing a chart
 * (the library's layout and its own updates after mounting) is a long task of its own; several drawn at once held
 * the main thread for one very long task as the view opened.
 */
export function chartTurn(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((done) => afterNextPaint(done)));
  lastTurn = turn;
  return turn;
}
