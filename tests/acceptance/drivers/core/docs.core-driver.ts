import { readFileSync } from "node:fs";
import { outlineOf, tableOfContents } from "../../../../core/docs/doc-outline.ts";
import { docsAddress, readDocsAddress } from "../../../../core/docs/docs-address.ts";
import {
  DOCUMENTATION_PAGES,
  LEGAL_PAGES,
  type LegalPage,
} from "../../../../core/docs/documentation-pages.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { matchRoute, pathOf } from "../../../../core/routing/route-table.ts";
import type { DocSource, DocsViewModel } from "../../../../features/docs/docs.view-model.ts";
import { createDocsViewModel } from "../../../../features/docs/docs.view-model-factory.ts";
import type { DocsDriver, ShownDocumentation } from "../../support/docs-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const DOCS = new URL("../../../../docs/", import.meta.url);
const PATH = pathOf(RouteName.DOCUMENT);
/** The Markdown the documentation screen bundles at build time, read from the same files. */
const PAGES: readonly DocSource[] = DOCUMENTATION_PAGES.map((slug) => ({
  slug,
  markdown: readFileSync(new URL(`${slug}.md`, DOCS), "utf8"),
}));
const LEGAL_ROUTES: Partial<Record<RouteName, LegalPage>> = {
  [RouteName.TERMS_OF_SERVICE]: "terms",
  [RouteName.PRIVACY_POLICY]: "privacy",
};

/**
 * The documentation without a browser: its view model made from the address as the screen makes it. The core
 * world's addresses have no fragment, so the heading a navigation asked for is kept here, as the browser keeps it.
 */
export class CoreDocsDriver implements DocsDriver {
  private readonly page: ViewModelOnScreen<DocsViewModel>;
  /** The heading of the last documentation address asked for, with that address's path and query. */
  private heading: { readonly at: string; readonly slug: string } | null = null;

  constructor(private readonly screen: CoreScreenContext) {
    this.page = new ViewModelOnScreen(screen, PATH, (services, address) => {
      const location = `${address.pathname}${address.search}`;
      const hash = this.heading?.at === location ? `#${encodeURIComponent(this.heading.slug)}` : "";
      const navigate = (path: string) => {
        this.remember(path);
        screen.navigate(path);
      };
      return createDocsViewModel(services, { pages: PAGES, navigate }, readDocsAddress(address.search, hash));
    });
  }

  async open(page?: string, heading?: string): Promise<void> {
    const address = page ? docsAddress(page, heading ?? null) : PATH;
    this.remember(address);
    await this.screen.open(address.split("#")[0] ?? address);
  }

  async search(query: string): Promise<readonly string[]> {
    const viewModel = await this.page.get();
    viewModel.search(query);
    return viewModel
      .current()
      .hits.map((hit) =>
        hit.heading === hit.pageTitle ? hit.pageTitle : `${hit.pageTitle} › ${hit.heading}`,
      );
  }

  async openHitWithKeyboard(position: number): Promise<void> {
    const viewModel = await this.page.get();
    for (let step = 0; step < position; step++) viewModel.moveActiveHit(1);
    viewModel.openHit();
    await this.screen.location();
  }

  async shownPage(): Promise<ShownDocumentation> {
    const { page, heading } = (await this.page.get()).current();
    return { title: page.title, heading: page.headings.find((each) => each.slug === heading)?.text ?? null };
  }

  async tableOfContents(): Promise<readonly string[]> {
    const { page } = (await this.page.get()).current();
    return tableOfContents(page.headings).map((heading) => heading.text);
  }

  async legalSections(): Promise<readonly string[]> {
    const { pathname } = new URL(await this.screen.location(), "http://dashboard.test");
    const legal = LEGAL_ROUTES[matchRoute(pathname).name];
    if (!legal || !LEGAL_PAGES.includes(legal)) throw new Error(`Not on a legal page but at ${pathname}`);
    const outline = outlineOf(readFileSync(new URL(`legal/${legal}.md`, DOCS), "utf8"));
    return tableOfContents(outline.headings).map((heading) => heading.text);
  }

  private remember(address: string): void {
    const [at, slug] = address.split("#");
    this.heading = at && slug ? { at, slug: decodeURIComponent(slug) } : null;
  }
}
