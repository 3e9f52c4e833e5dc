import type { MemoryApiKeysGateway } from "../../../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import { ApiKeysGateway } from "../../../../core/api-keys/api-keys-gateway.port.ts";
import type { RotationGrace } from "../../../../core/api-keys/rotation-grace.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { ApiKeysViewModel } from "../../../../features/api-keys/api-keys.view-model.ts";
import { createApiKeysViewModel } from "../../../../features/api-keys/api-keys.view-model-factory.ts";
import { apiKeyRowText } from "../../../../ui/api-keys/api-key-row-text.ts";
import type {
  ApiKeysDriver,
  CreatedKey,
  KeySettingsTyped,
  ListedKey,
} from "../../support/api-keys-driver.ts";
import { expiredKey } from "../../support/expired-api-key.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.API_KEY);
/** How the gateway refuses a call it understood: a conflict, as it refuses a key beyond the account's limit. */
const REFUSED = 409;
/** The name a scenario's key gets when the scenario names none. */
const SCENARIO_KEY_NAME = "Scenario key";

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
    const { t } = this.screen.i18n();
    return (await this.page.settled()).keys.map((key) => {
      const text = apiKeyRowText(key, t);
      return {
        ...text,
        id: key.id,
        masked: text.key,
        grace: text.grace ?? "",
        date: key.date,
        time: key.time,
      };
    });
  }

  async createKey(settings: KeySettingsTyped = {}): Promise<CreatedKey | null> {
    const before = (await this.page.settled()).keys.map((key) => key.id);
    const viewModel = await this.page.get();
    viewModel.openCreation();
    this.type(viewModel, { name: SCENARIO_KEY_NAME, ...settings });
    await viewModel.submitForm();
    const { revealed } = viewModel.current();
    return revealed && !before.includes(revealed.id) ? { id: revealed.id, value: revealed.value } : null;
  }

  async settingsErrors(): Promise<readonly string[]> {
    return ((await this.page.settled()).form?.fieldErrors ?? []).map((error) => error.message);
  }

  async editKey(id: string, settings: KeySettingsTyped): Promise<void> {
    await this.page.settled();
    const viewModel = await this.page.get();
    viewModel.openEdit(id);
    if (viewModel.current().form?.keyId !== id) throw new Error(`The key ${id} cannot be edited now`);
    this.type(viewModel, settings);
    await viewModel.submitForm();
  }

  async rotateKey(id: string, grace: RotationGrace): Promise<CreatedKey | null> {
    await this.page.settled();
    const viewModel = await this.page.get();
    viewModel.askToRotate(id);
    if (viewModel.current().rotation?.id !== id) throw new Error(`The key ${id} cannot be rotated now`);
    viewModel.chooseGrace(grace);
    await viewModel.confirmRotation();
    const { revealed } = viewModel.current();
    return revealed?.id === id ? { id, value: revealed.value } : null;
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

  async askToRevoke(id: string): Promise<void> {
    await this.ask(id, (viewModel) => viewModel.askToRevoke(id));
  }

  async askToDelete(id: string): Promise<void> {
    await this.ask(id, (viewModel) => viewModel.askToRemove(id));
  }

  async confirmation(): Promise<string | null> {
    const { confirmation } = await this.page.settled();
    if (!confirmation) return null;
    const { t } = this.screen.i18n();
    const key = confirmation.name;
    return confirmation.kind === "revoke"
      ? t("apiKeys.confirmRevoke", { key })
      : t("apiKeys.confirmDelete", { key });
  }

  async confirm(): Promise<void> {
    await (await this.page.get()).confirm();
  }

  async cancelConfirmation(): Promise<void> {
    (await this.page.get()).cancelConfirmation();
  }

  async notice(): Promise<string | null> {
    const state = await this.page.settled();
    const { t } = this.screen.i18n();
    if (state.status === "failed") return t("apiKeys.failedTitle");
    return state.keys.length === 0 ? t("apiKeys.emptyTitle") : null;
  }

  async holdExpiredKey(name: string): Promise<void> {
    const gateway = this.screen.container().get(ApiKeysGateway);
    await (gateway as unknown as MemoryApiKeysGateway).holdKey(expiredKey(name));
  }

  async refuseNextCall(...serverMessages: string[]): Promise<void> {
    // On the page, the list was asked for when it opened, as the screen does: the refusal is for what comes next.
    const { pathname } = new URL(await this.screen.location(), "http://dashboard.test");
    if (pathname === PATH) await this.page.settled();
    const gateway = this.screen.container().get(ApiKeysGateway);
    // Through the lazily loaded memory gateway: the seam answers once the adapter is loaded.
    await (gateway as unknown as MemoryApiKeysGateway).failNextCall(REFUSED, ...serverMessages);
  }

  private async ask(id: string, asking: (viewModel: ApiKeysViewModel) => void): Promise<void> {
    await this.page.settled();
    const viewModel = await this.page.get();
    asking(viewModel);
    if (viewModel.current().confirmation?.id !== id)
      throw new Error(`The key ${id} cannot be asked about now`);
  }

  /** Types into the open settings form, field by field, as a person would. */
  private type(viewModel: ApiKeysViewModel, settings: KeySettingsTyped): void {
    const { name, lastDay, monthlyBudgetUsd, requestsPerMinute, tokensPerMinute, models } = settings;
    if (name !== undefined) viewModel.changeForm("name", name);
    if (lastDay !== undefined) viewModel.changeForm("expiresAt", lastDay);
    if (monthlyBudgetUsd !== undefined) viewModel.changeForm("monthlyBudgetUsd", monthlyBudgetUsd);
    if (requestsPerMinute !== undefined) viewModel.changeForm("requestsPerMinute", requestsPerMinute);
    if (tokensPerMinute !== undefined) viewModel.changeForm("tokensPerMinute", tokensPerMinute);
    if (models !== undefined) viewModel.changeForm("allowedModels", models);
  }
}
