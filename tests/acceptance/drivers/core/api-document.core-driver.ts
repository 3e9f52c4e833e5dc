import type { SnippetLanguage } from "../../../../core/code-snippets/code-snippets.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { ApiDocumentState } from "../../../../features/api-document/api-document.state.ts";
import type { ApiDocumentViewModel } from "../../../../features/api-document/api-document.view-model.ts";
import { createApiDocumentViewModel } from "../../../../features/api-document/api-document.view-model-factory.ts";
import { operationName } from "../../../../features/api-document/operation-anchor.ts";
import type { ApiDocumentDriver } from "../../support/api-document-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.API_DOCUMENT);
/** The page's host in the core world: a local one, as the browser world's loopback address is. */
const PAGE_HOST = "localhost";

/** The API documentation without a browser: its view model from the app's container, as the screen makes it. */
export class CoreApiDocumentDriver implements ApiDocumentDriver {
  private readonly page: ViewModelOnScreen<ApiDocumentViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.page = new ViewModelOnScreen(screen, PATH, (services) =>
      createApiDocumentViewModel(services, PAGE_HOST),
    );
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
    await this.settled();
  }

  async operations(): Promise<readonly string[]> {
    const { groups } = await this.settled();
    return groups.flatMap((group) => group.operations.map(operationName));
  }

  async accessOf(operation: string): Promise<string> {
    const found = this.operation(await this.settled(), operation);
    return this.screen.i18n().t(`apiDocument.access.${found.access}`);
  }

  async offeredKeys(): Promise<readonly string[]> {
    const { keys } = await this.settled();
    return keys.status === "ready" ? keys.keys.map((key) => key.masked) : [];
  }

  async chooseKey(masked: string): Promise<void> {
    const { keys } = await this.settled();
    const key = keys.status === "ready" ? keys.keys.find((each) => each.masked === masked) : undefined;
    if (!key) throw new Error(`The key ${masked} is not offered for the examples`);
    (await this.page.get()).chooseKey(key.id);
  }

  async example(operation: string, language: SnippetLanguage): Promise<string> {
    const state = await this.settled();
    return (await this.page.get()).snippetsFor(this.operation(state, operation))[language];
  }

  private operation(state: ApiDocumentState, name: string) {
    const found = state.operations.find((each) => operationName(each) === name);
    if (!found) throw new Error(`The API documentation lists no operation ${name}`);
    return found;
  }

  /** The document and the keys for its examples, both loaded, as a person waits for both spinners to go. */
  private settled(): Promise<ApiDocumentState> {
    return this.page.settled((state) => state.status !== "loading" && state.keys.status !== "loading");
  }
}
