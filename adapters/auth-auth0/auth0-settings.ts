export interface Auth0Settings {
  /** The tenant domain, e.g. `meridian.eu.auth0.com`, or a full http(s) URL (a local stand-in). */
  readonly domain: string;
  readonly clientId: string;
}
