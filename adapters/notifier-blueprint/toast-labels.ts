/** Screen-reader texts of the toasts; the composition root may pass translated ones. */
export interface ToastLabels {
  /** Name of the landmark that holds every toast. */
  region(): string;
  /** What the repeat badge says to a screen reader. */
  repeated(count: number): string;
}

export const ENGLISH_TOAST_LABELS: ToastLabels = {
  region: () => "Notifications",
  repeated: (count) => `Repeated ${count} times`,
};
