/** What a person can do on the api keys screen, in words of the product; both worlds implement it. */
export interface ApiKeysDriver {
  /** Opens the screen (guards apply). */
  open(): Promise<void>;
}
