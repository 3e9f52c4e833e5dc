import type { BrowserContext, Page } from "playwright-core";

/** One `securitypolicyviolation` event a page of the scenario saw. */
export interface PolicyViolation {
  /** The directive that blocked it, e.g. `script-src-attr` or `require-trusted-types-for`. */
  readonly directive: string;
  /** What was blocked: an address, `inline`, `eval` or `trusted-types-sink`. */
  readonly blockedUri: string;
  /** Where in the page's code it happened (file:line:column), when the browser knows. */
  readonly source: string;
  /** The first characters of what was blocked (an inline handler's code, the string given to a sink). */
  readonly sample: string;
  readonly page: string;
}

const BINDING = "__recordPolicyViolation";

// Runs in every page and frame of the context before its own scripts; the binding survives navigations.
const LISTENER = `document.addEventListener("securitypolicyviolation", (event) => {
  globalThis.${BINDING}?.({
    directive: event.effectiveDirective,
    blockedUri: event.blockedURI,
    source: event.sourceFile ? event.sourceFile + ":" + event.lineNumber + ":" + event.columnNumber : "",
    sample: event.sample,
    page: location.href,
  });
}, true);`;

/**
 * Collects every Content Security Policy violation of a browser context: the browser world fails a scenario that
 * leaves any behind (the dashboard's own code and libraries must run within its policy).
 */
export class PolicyViolations {
  private readonly seen: PolicyViolation[] = [];

  async watch(context: BrowserContext): Promise<void> {
    await context.exposeBinding(BINDING, (_source, violation: PolicyViolation) => {
      this.seen.push(violation);
    });
    await context.addInitScript({ content: LISTENER });
  }

  /** The violations seen so far, which no longer count against the scenario (the ones it provoked itself). */
  take(): PolicyViolation[] {
    return this.seen.splice(0);
  }

  /**
   * Chrome reports every inline handler (`onerror=…`) of markup it parses, even in the inert copy the HTML
   * sanitizer parses and then strips: markup a scenario pushes on purpose with such handlers leaves these reports,
   * which are the policy doing its work. Takes them (at least one, or the policy is not in force) and only them.
   */
  async takeBlockedInlineHandlers(page: Page): Promise<number> {
    // The reports are dispatched as tasks after the parse; one more task in the page lets them all through.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
    const isBlockedHandler = (violation: PolicyViolation) =>
      violation.directive === "script-src-attr" && violation.blockedUri === "inline";
    const blocked = this.seen.filter(isBlockedHandler);
    const others = this.seen.filter((violation) => !isBlockedHandler(violation));
    this.seen.splice(0, this.seen.length, ...others);
    if (blocked.length === 0)
      throw new Error("No inline handler of the markup was reported blocked: no policy?");
    return blocked.length;
  }

  /** Throws, listing them, when the scenario left any violation behind. */
  assertNone(): void {
    const left = this.take();
    if (left.length === 0) return;
    const lines = left.map(
      (violation) =>
        `  ${violation.directive} blocked ${violation.blockedUri || "?"} at ${violation.source || violation.page}` +
        (violation.sample ? ` (${violation.sample})` : ""),
    );
    throw new Error(`${left.length} Content Security Policy violation(s):\n${lines.join("\n")}`);
  }
}
