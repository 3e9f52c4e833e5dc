import type {
  ContentSecurityPolicyDriver,
  ReportedViolation,
} from "../../support/content-security-policy-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import type { PolicyViolations } from "./policy-violations.ts";

export class BrowserContentSecurityPolicyDriver implements ContentSecurityPolicyDriver {
  constructor(
    private readonly screen: () => BrowserScreenContext,
    private readonly violations: PolicyViolations,
  ) {}

  async servedPolicy(pathWithQuery: string): Promise<string> {
    const response = await this.screen().page().goto(`${this.screen().baseUrl()}${pathWithQuery}`);
    await this.screen().settle();
    return (await response?.allHeaders())?.["content-security-policy"] ?? "";
  }

  async openWithInjectedMarkup(pathWithQuery: string, markup: string): Promise<void> {
    const page = this.screen().page();
    const address = `${this.screen().baseUrl()}${pathWithQuery}`;
    // The served page itself, headers and all, with the markup added: what a stored XSS in the HTML would do.
    await page.route(address, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", `${markup}</body>`);
      await route.fulfill({ response, body: html });
    });
    await this.screen().open(pathWithQuery);
  }

  async injectedCodeRan(): Promise<boolean> {
    return this.screen()
      .page()
      .evaluate(() => document.body.dataset.injected === "ran");
  }

  async assignPlainStringAsHtml(): Promise<string | null> {
    return this.screen()
      .page()
      .evaluate(() => {
        try {
          document.createElement("div").innerHTML = "<b>plain string</b>";
          return null;
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      });
  }

  async takeViolations(): Promise<readonly ReportedViolation[]> {
    // The reports are dispatched as tasks after what caused them; one more task in the page lets them through.
    await this.screen()
      .page()
      .evaluate(() => new Promise((done) => setTimeout(done, 50)));
    return this.violations.take().map(({ directive, blockedUri }) => ({ directive, blockedUri }));
  }
}
