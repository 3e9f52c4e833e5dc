/** Screen-reader texts of the toasts, translated by the shell. */
export interface ToastLabels {
  /** Name of the landmark that holds every toast. */
  region(): string;
  /** What the repeat badge says to a screen reader. */
  repeated(count: number): string;
}
