/** A Content Security Policy violation the page reported. */
export interface ReportedViolation {
  readonly directive: string;
  readonly blockedUri: string;
}

/**
 * The policy the built dashboard is served with, and proof that the browser enforces it. Only a browser engine
 * enforces a policy: the core world has no such driver.
 */
export interface ContentSecurityPolicyDriver {
  /** The Content Security Policy header of the page at this address, as served. */
  servedPolicy(pathWithQuery: string): Promise<string>;
  /** Opens the address with this markup injected at the end of the served page's body, as a stored XSS would. */
  openWithInjectedMarkup(pathWithQuery: string, markup: string): Promise<void>;
  /** Whether the injected code ran (it marks the body with data-injected="ran"). */
  injectedCodeRan(): Promise<boolean>;
  /** A script of the page assigns a plain string to an element's innerHTML; the error it got, if any. */
  assignPlainStringAsHtml(): Promise<string | null>;
  /** The violations the page reported since the last call; they no longer fail the scenario. */
  takeViolations(): Promise<readonly ReportedViolation[]>;
}
