import { formatUsd } from "../../../../core/money/format-usd.ts";
import { OrganizationModelsGateway } from "../../../../core/organization/organization-models-gateway.port.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { dateAndTime } from "../../../../core/time/date-and-time.ts";
import type { CustomModelField } from "../../../../features/organization/models/custom-model-draft.ts";
import type { ListedOrganizationModel } from "../../../../features/organization/models/listed-organization-model.ts";
import { modelFieldErrorText } from "../../../../features/organization/models/model-field-error-text.ts";
import type { OrganizationModelsState } from "../../../../features/organization/models/organization-models.state.ts";
import type { OrganizationModelsViewModel } from "../../../../features/organization/models/organization-models.view-model.ts";
import { createOrganizationModelsViewModel } from "../../../../features/organization/models/organization-models.view-model-factory.ts";
import { formatRenewableShare } from "../../../../features/organization/models/renewable-share.ts";
import { permissionReason } from "../../../../features/organization/shared/permission-reason.ts";
import type {
  CustomModelEntry,
  ListedGridNodeRow,
  ListedOrganizationModelRow,
  OrganizationModelsDriver,
} from "../../support/organization-models-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { organizationScope } from "./organization-scope.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.ORGANIZATION_MODEL_PAGE);
const LOCALE = "en-US";
/** The page once its lists, and the available models' dialog when open, have loaded. */
const loaded = (state: OrganizationModelsState) =>
  state.models.status !== "loading" &&
  state.gridNodes.status !== "loading" &&
  (state.dialog?.kind !== "available" || state.dialog.choices.status !== "loading");

/**
 * The organization models screen without a browser: its view model made by its factory, for the organization and
 * role the shell loaded after sign-in, when the page is first used, and read as the screen writes it.
 */
export class CoreOrganizationModelsDriver implements OrganizationModelsDriver {
  private readonly page: ViewModelOnScreen<OrganizationModelsViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.page = new ViewModelOnScreen(screen, PATH, (services, address) =>
      createOrganizationModelsViewModel(services, organizationScope(screen), address.search),
    );
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
  }

  async listedModels(): Promise<readonly ListedOrganizationModelRow[]> {
    const state = await this.settled();
    return state.models.items.map((model) => this.row(model, state.permission.allowed));
  }

  async offeredAvailableModels(): Promise<readonly string[]> {
    await this.settled();
    const viewModel = await this.page.get();
    await viewModel.openAvailableModels();
    const { dialog } = viewModel.current();
    viewModel.closeDialog();
    if (dialog?.kind !== "available") throw new Error("The available models dialog did not open");
    return dialog.choices.items.map((choice) => choice.name);
  }

  async addAvailableModel(name: string): Promise<void> {
    await this.settled();
    const viewModel = await this.page.get();
    await viewModel.openAvailableModels();
    const { dialog } = viewModel.current();
    const choice =
      dialog?.kind === "available" ? dialog.choices.items.find((item) => item.name === name) : null;
    if (!choice) throw new Error(`${name} is not offered among the available models`);
    viewModel.chooseAvailableModel(choice.id);
    await viewModel.submitDialog();
  }

  async addCustomModel(entry: CustomModelEntry): Promise<void> {
    const state = await this.settled();
    const viewModel = await this.page.get();
    viewModel.openCustomModel();
    const node = entry.gridNode ? state.gridNodes.items.find((found) => found.name === entry.gridNode) : null;
    if (entry.gridNode && !node) throw new Error(`No grid node is named ${entry.gridNode}`);
    const typed: [CustomModelField, string | undefined][] = [
      ["name", entry.name],
      ["provider", entry.provider],
      ["accessType", entry.access],
      ["deploymentRegion", entry.region],
      ["gridNodeId", node?.id],
      ["dedicatedUrl", entry.dedicatedUrl],
      ["customModelApikey", entry.apiKey],
      ["configXml", entry.configXml],
    ];
    for (const [field, value] of typed) if (value !== undefined) viewModel.editCustomModel(field, value);
    await viewModel.submitDialog();
  }

  async formErrors(): Promise<readonly string[]> {
    const { dialog } = await this.settled();
    const { t } = this.screen.i18n();
    return dialog?.fieldErrors.map((error) => modelFieldErrorText(t, error)) ?? [];
  }

  async askToDelete(name: string): Promise<void> {
    const state = await this.settled();
    const model = state.models.items.find((found) => found.name === name);
    if (!model) throw new Error(`No model named ${name} is listed`);
    const viewModel = await this.page.get();
    viewModel.askToRemove(model.id);
    if (viewModel.current().removal?.id !== model.id) throw new Error(`${name} cannot be deleted now`);
  }

  async confirmation(): Promise<string | null> {
    const { removal } = await this.settled();
    return removal ? this.screen.i18n().t("organization.models.confirmDelete", { name: removal.name }) : null;
  }

  async confirmDeletion(): Promise<void> {
    await (await this.page.get()).confirmRemoval();
  }

  async addReasons(): Promise<readonly string[]> {
    const { permission } = await this.settled();
    const reason = permissionReason(this.screen.i18n().t, permission);
    if (!reason) return [];
    // One for each add button, as the page shows it.
    return [reason, reason];
  }

  async gridNodes(): Promise<readonly ListedGridNodeRow[]> {
    const { gridNodes } = await this.settled();
    const { t } = this.screen.i18n();
    return gridNodes.items.map((node) => {
      const { date, time } = dateAndTime(node.lastUpdatedAt);
      return {
        region: node.region,
        name: node.name,
        location: node.location,
        lmp: t("organization.models.gridNodes.lmp", { price: formatUsd(node.lmp) }),
        renewable: formatRenewableShare(node.renewablePercentage, LOCALE),
        lastUpdate: `${date} ${time}`,
      };
    });
  }

  async storedModelNames(): Promise<readonly string[]> {
    const { organizationId } = organizationScope(this.screen);
    if (!organizationId) return [];
    const gateway = this.screen.container().get(OrganizationModelsGateway);
    return (await gateway.listModels(organizationId)).map((model) => model.name);
  }

  private row(model: ListedOrganizationModel, manageable: boolean): ListedOrganizationModelRow {
    const { t } = this.screen.i18n();
    const none = t("common.notAvailable");
    return {
      id: model.id,
      name: model.name,
      type: model.type,
      access: model.accessType,
      gridNode: model.gridNodeName ?? none,
      emission: model.emission === null ? none : formatRenewableShare(model.emission, LOCALE),
      lastChangedBy: model.lastChangedBy ? t(`organization.shared.roles.${model.lastChangedBy}`) : none,
      apiKey: model.maskedApiKey,
      deletable: manageable ? model.removal.allowed : null,
    };
  }

  private settled(): Promise<OrganizationModelsState> {
    return this.page.settled(loaded);
  }
}
