import { filter, firstValueFrom } from "rxjs";
import type { MemoryApiKeysGateway } from "../../../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import { ApiKeysGateway } from "../../../../core/api-keys/api-keys-gateway.port.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { ApiKeysState } from "../../../../features/api-keys/api-keys.state.ts";
import type { ApiKeysViewModel } from "../../../../features/api-keys/api-keys.view-model.ts";
import { createApiKeysViewModel } from "../../../../features/api-keys/api-keys.view-model-factory.ts";
import type { ApiKeysDriver, CreatedKey, ListedKey } from "../../support/api-keys-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

const PATH = pathOf(RouteName.API_KEY);
/** How the gateway refuses a call it understood: a conflict, as it refuses a key beyond the account's limit. */
const REFUSED = 409;

/**
 * The api keys screen without a browser: its view model from the app's container, created as the screen would be
 * when the page is first used, and read as the screen writes it.
 */
export class CoreApiKeysDriver implements ApiKeysDriver {
  private viewModel: ApiKeysViewModel | null = null;

  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open(PATH);
  }

  async leaveAndReturn(): Promise<void> {
    this.screen.navigate(pathOf(RouteName.AVAILABLE_MODELS));
    this.screen.navigate(PATH);
    await this.screen.location();
  }

  async listedKeys(): Promise<readonly ListedKey[]> {
    return (await this.settled()).keys;
  }

  async createKey(): Promise<CreatedKey | null> {
    const before = (await this.settled()).keys.map((key) => key.id);
    const viewModel = await this.onScreen();
    await viewModel.create();
    const { revealed } = viewModel.current();
    return revealed && !before.includes(revealed.id) ? { id: revealed.id, value: revealed.value } : null;
  }

  async revealedKey(): Promise<string | null> {
    return (await this.settled()).revealed?.value ?? null;
  }

  async revealedWarning(): Promise<string | null> {
    return (await this.settled()).revealed ? this.screen.i18n().t("apiKeys.revealedWarning") : null;
  }

  async hideRevealedKey(): Promise<void> {
    (await this.onScreen()).dismissRevealed();
  }

  async askToDelete(id: string): Promise<void> {
    await this.settled();
    const viewModel = await this.onScreen();
    viewModel.askToRemove(id);
    if (viewModel.current().removal?.id !== id) throw new Error(`The key ${id} cannot be deleted now`);
  }

  async confirmation(): Promise<string | null> {
    const { removal } = await this.settled();
    return removal ? this.screen.i18n().t("apiKeys.confirmDelete", { key: removal.masked }) : null;
  }

  async confirmDeletion(): Promise<void> {
    await (await this.onScreen()).confirmRemoval();
  }

  async cancelDeletion(): Promise<void> {
    (await this.onScreen()).cancelRemoval();
  }

  async notice(): Promise<string | null> {
    const state = await this.settled();
    const { t } = this.screen.i18n();
    if (state.status === "failed") return t("apiKeys.failedTitle");
    return state.keys.length === 0 ? t("apiKeys.emptyTitle") : null;
  }

  async refuseNextCall(...serverMessages: string[]): Promise<void> {
    // On the page, the list was asked for when it opened, as the screen does: the refusal is for what comes next.
    const { pathname } = new URL(await this.screen.location(), "http://dashboard.test");
    if (pathname === PATH) await this.settled();
    const gateway = this.screen.container().get(ApiKeysGateway);
    // Through the lazily loaded memory gateway: the seam answers once the adapter is loaded.
    await (gateway as unknown as MemoryApiKeysGateway).failNextCall(REFUSED, ...serverMessages);
  }

  private async settled(): Promise<ApiKeysState> {
    const viewModel = await this.onScreen();
    return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
  }

  /** The screen's view model, made when the page is first used; let go when the address changes. */
  private async onScreen(): Promise<ApiKeysViewModel> {
    if (this.viewModel) return this.viewModel;
    const { pathname } = new URL(await this.screen.location(), "http://dashboard.test");
    if (pathname !== PATH) throw new Error(`Not on the API keys page but at ${pathname}`);
    const viewModel = createApiKeysViewModel(this.screen.services());
    this.viewModel = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      this.viewModel = null;
    });
    return viewModel;
  }
}
