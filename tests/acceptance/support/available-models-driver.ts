/** What a person can do on the available models screen, in words of the product; both worlds implement it. */
export interface AvailableModelsDriver {
  /** Opens the screen (guards apply). */
  open(): Promise<void>;
}
