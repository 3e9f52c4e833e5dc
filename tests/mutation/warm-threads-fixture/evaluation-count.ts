const counter = globalThis as { evaluations?: number };
counter.evaluations = (counter.evaluations ?? 0) + 1;

/** How many times this module has been evaluated in this thread, this evaluation included. */
export const evaluationCount = counter.evaluations;
