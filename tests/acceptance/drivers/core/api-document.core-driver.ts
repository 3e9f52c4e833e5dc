import { filter, firstValueFrom } from "rxjs";
import { ApiDocumentGateway } from "../../../../core/api-document/api-document-gateway.port.ts";
import { ApiKeysGateway } from "../../../../core/api-keys/api-keys-gateway.port.ts";
import type { SnippetLanguage } from "../../../../core/code-snippets/code-snippets.ts";
import { Config } from "../../../../core/config/config.entity.ts";
import { apiBaseUrl } from "../../../../core/gateway/api-base-url.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { SessionStore } from "../../../../core/session/session-store.ts";
import { deriveUserRole, UserRole } from "../../../../core/session/user-role.ts";
import type { ApiDocumentState } from "../../../../features/api-document/api-document.state.ts";
import { ApiDocumentViewModel } from "../../../../features/api-document/api-document.view-model.ts";
import { operationName } from "../../../../features/api-document/operation-anchor.ts";
import type { ApiDocumentDriver } from "../../support/api-document-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

const PATH = pathOf(RouteName.API_DOCUMENT);
/** The page's host in the core world: a local one, as the browser world's loopback address is. */
const PAGE_HOST = "localhost";

/** The API documentation without a browser: its view model from the app's container, as the screen makes it. */
export class CoreApiDocumentDriver implements ApiDocumentDriver {
  private viewModel: ApiDocumentViewModel | null = null;

  constructor(private readonly screen: CoreScreenContext) {}

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
    (await this.onScreen()).chooseKey(key.id);
  }

  async example(operation: string, language: SnippetLanguage): Promise<string> {
    const state = await this.settled();
    return (await this.onScreen()).snippetsFor(this.operation(state, operation))[language];
  }

  private operation(state: ApiDocumentState, name: string) {
    const found = state.operations.find((each) => operationName(each) === name);
    if (!found) throw new Error(`The API documentation lists no operation ${name}`);
    return found;
  }

  private async settled(): Promise<ApiDocumentState> {
    const viewModel = await this.onScreen();
    return firstValueFrom(
      viewModel.state$.pipe(filter((state) => state.status !== "loading" && state.keys.status !== "loading")),
    );
  }

  /** The screen's view model, made when the page is first used; let go when the address changes. */
  private async onScreen(): Promise<ApiDocumentViewModel> {
    if (this.viewModel) return this.viewModel;
    const { pathname } = new URL(await this.screen.location(), "http://dashboard.test");
    if (pathname !== PATH) throw new Error(`Not on the API documentation but at ${pathname}`);
    const container = this.screen.container();
    const viewModel = new ApiDocumentViewModel({
      document: container.get(ApiDocumentGateway),
      apiKeys: container.get(ApiKeysGateway),
      signedIn: deriveUserRole(container.get(SessionStore).current()) === UserRole.REGISTERED_USER,
      apiBaseUrl: apiBaseUrl(container.get(Config), PAGE_HOST),
    });
    this.viewModel = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      this.viewModel = null;
    });
    return viewModel;
  }
}
