import type { MemoryApiKeysGateway } from "../../../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import { ApiKeysGateway } from "../../../../core/api-keys/api-keys-gateway.port.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { ApiKeysViewModel } from "../../../../features/api-keys/api-keys.view-model.ts";
import { createApiKeysViewModel } from "../../../../features/api-keys/api-keys.view-model-factory.ts";
import type { ApiKeysDriver, CreatedKey, ListedKey } from "../../support/api-keys-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.API_KEY);
/** How the gateway refuses a call it understood: a conflict, as it refuses a key beyond the account's limit. */
const REFUSED = 409;

/**
 * The api keys screen without a browser: its view model from the app's container, created as the screen would be
 * when the page is first used, and read as the screen writes it.
 */
export class CoreApiKeysDriver implements ApiKeysDriver {
  private readonly page: ViewModelOnScreen<ApiKeysViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.page = new ViewModelOnScreen(screen, PATH, createApiKeysViewModel);
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
  }

  async leaveAndReturn(): Promise<void> {
    this.screen.navigate(pathOf(RouteName.AVAILABLE_MODELS));
    this.screen.navigate(PATH);
    await this.screen.location();
  }

  async listedKeys(): Promise<readonly ListedKey[]> {
    return (await this.page.settled()).keys;
  }

  async createKey(): Promise<CreatedKey | null> {
    const before = (await this.page.settled()).keys.map((key) => key.id);
    const viewModel = await this.page.get();
    await viewModel.create();
    const { revealed } = viewModel.current();
    return revealed && !before.includes(revealed.id) ? { id: revealed.id, value: revealed.value } : null;
  }

  async revealedKey(): Promise<string | null> {
    return (await this.page.settled()).revealed?.value ?? null;
  }

  async revealedWarning(): Promise<string | null> {
    return (await this.page.settled()).revealed ? this.screen.i18n().t("apiKeys.revealedWarning") : null;
  }

  async hideRevealedKey(): Promise<void> {
    (await this.page.get()).dismissRevealed();
  }

  async askToDelete(id: string): Promise<void> {
    await this.page.settled();
    const viewModel = await this.page.get();
    viewModel.askToRemove(id);
    if (viewModel.current().removal?.id !== id) throw new Error(`The key ${id} cannot be deleted now`);
  }

  async confirmation(): Promise<string | null> {
    const { removal } = await this.page.settled();
    return removal ? this.screen.i18n().t("apiKeys.confirmDelete", { key: removal.masked }) : null;
  }

  async confirmDeletion(): Promise<void> {
    await (await this.page.get()).confirmRemoval();
  }

  async cancelDeletion(): Promise<void> {
    (await this.page.get()).cancelRemoval();
  }

  async notice(): Promise<string | null> {
    const state = await this.page.settled();
    const { t } = this.screen.i18n();
    if (state.status === "failed") return t("apiKeys.failedTitle");
    return state.keys.length === 0 ? t("apiKeys.emptyTitle") : null;
  }

  async refuseNextCall(...serverMessages: string[]): Promise<void> {
    // On the page, the list was asked for when it opened, as the screen does: the refusal is for what comes next.
    const { pathname } = new URL(await this.screen.location(), "http://dashboard.test");
    if (pathname === PATH) await this.page.settled();
    const gateway = this.screen.container().get(ApiKeysGateway);
    // Through the lazily loaded memory gateway: the seam answers once the adapter is loaded.
    await (gateway as unknown as MemoryApiKeysGateway).failNextCall(REFUSED, ...serverMessages);
  }
}
