/** What a person can do on the playground screen, in words of the product; both worlds implement it. */
export interface PlaygroundDriver {
  /** Opens the screen (guards apply). */
  open(): Promise<void>;
}
