/** What a person can do on the usage logs screen, in words of the product; both worlds implement it. */
export interface UsageLogsDriver {
  /** Opens the screen (guards apply). */
  open(): Promise<void>;
}
