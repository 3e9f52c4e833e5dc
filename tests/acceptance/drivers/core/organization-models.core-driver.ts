import { filter, firstValueFrom } from "rxjs";
import { AvailableModelsGateway } from "../../../../core/available-models/available-models-gateway.port.ts";
import { formatUsd } from "../../../../core/money/format-usd.ts";
import { Notifier } from "../../../../core/notifier/notifier.port.ts";
import { actingRole } from "../../../../core/organization/acting-role.ts";
import { GridNodesGateway } from "../../../../core/organization/grid-nodes-gateway.port.ts";
import { OrganizationModelsGateway } from "../../../../core/organization/organization-models-gateway.port.ts";
import { OrganizationStore } from "../../../../core/organization/organization-store.ts";
import { readOrganizationSummary } from "../../../../core/organization/read-organization-summary.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { dateAndTime } from "../../../../core/time/date-and-time.ts";
import type { CustomModelField } from "../../../../features/organization/models/custom-model-draft.ts";
import type { ListedOrganizationModel } from "../../../../features/organization/models/listed-organization-model.ts";
import { modelFieldErrorText } from "../../../../features/organization/models/model-field-error-text.ts";
import type { OrganizationModelsState } from "../../../../features/organization/models/organization-models.state.ts";
import { OrganizationModelsViewModel } from "../../../../features/organization/models/organization-models.view-model.ts";
import { formatRenewableShare } from "../../../../features/organization/models/renewable-share.ts";
import type {
  CustomModelEntry,
  ListedGridNodeRow,
  ListedOrganizationModelRow,
  OrganizationModelsDriver,
} from "../../support/organization-models-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

const PATH = pathOf(RouteName.ORGANIZATION_MODEL_PAGE);
const LOCALE = "en-US";

/**
 * The organization models screen without a browser: its view model from the app's container, for the organization
 * and role the shell loaded after sign-in, created as the screen would be when the page is first used, and read as
 * the screen writes it.
 */
export class CoreOrganizationModelsDriver implements OrganizationModelsDriver {
  private viewModel: OrganizationModelsViewModel | null = null;

  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open(PATH);
  }

  async listedModels(): Promise<readonly ListedOrganizationModelRow[]> {
    const state = await this.settled();
    return state.models.items.map((model) => this.row(model, state.permission.allowed));
  }

  async offeredAvailableModels(): Promise<readonly string[]> {
    await this.settled();
    const viewModel = await this.onScreen();
    await viewModel.openAvailableModels();
    const { dialog } = viewModel.current();
    viewModel.closeDialog();
    if (dialog?.kind !== "available") throw new Error("The available models dialog did not open");
    return dialog.choices.items.map((choice) => choice.name);
  }

  async addAvailableModel(name: string): Promise<void> {
    await this.settled();
    const viewModel = await this.onScreen();
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
    const viewModel = await this.onScreen();
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
    const viewModel = await this.onScreen();
    viewModel.askToRemove(model.id);
    if (viewModel.current().removal?.id !== model.id) throw new Error(`${name} cannot be deleted now`);
  }

  async confirmation(): Promise<string | null> {
    const { removal } = await this.settled();
    return removal ? this.screen.i18n().t("organization.models.confirmDelete", { name: removal.name }) : null;
  }

  async confirmDeletion(): Promise<void> {
    await (await this.onScreen()).confirmRemoval();
  }

  async addReasons(): Promise<readonly string[]> {
    const { permission } = await this.settled();
    if (permission.allowed || !permission.requiredRole) return [];
    const { t } = this.screen.i18n();
    const reason = t("organization.shared.needsRole", {
      role: t(`organization.shared.roles.${permission.requiredRole}`),
    });
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
    const { organizationId } = this.scope();
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

  private scope() {
    const summary = readOrganizationSummary(
      this.screen.container().get(OrganizationStore).current().organization,
    );
    return { organizationId: summary?.id ?? null, role: actingRole(summary) };
  }

  private async settled(): Promise<OrganizationModelsState> {
    const viewModel = await this.onScreen();
    return firstValueFrom(
      viewModel.state$.pipe(
        filter(
          (state) =>
            state.models.status !== "loading" &&
            state.gridNodes.status !== "loading" &&
            (state.dialog?.kind !== "available" || state.dialog.choices.status !== "loading"),
        ),
      ),
    );
  }

  /** The screen's view model, made when the page is first used; let go when the address changes. */
  private async onScreen(): Promise<OrganizationModelsViewModel> {
    if (this.viewModel) return this.viewModel;
    const { pathname } = new URL(await this.screen.location(), "http://dashboard.test");
    if (pathname !== PATH) throw new Error(`Not on the organization models page but at ${pathname}`);
    const container = this.screen.container();
    const { t } = this.screen.i18n();
    const { organizationId, role } = this.scope();
    const viewModel = new OrganizationModelsViewModel({
      organizationId,
      role,
      models: container.get(OrganizationModelsGateway),
      catalogue: container.get(AvailableModelsGateway),
      gridNodes: container.get(GridNodesGateway),
      notifier: container.get(Notifier),
      texts: {
        added: (name) => t("organization.models.added", { name }),
        addFailed: () => t("organization.models.addFailed"),
        removed: (name) => t("organization.models.deleted", { name }),
        removeFailed: () => t("organization.models.deleteFailed"),
        connectionTestFailed: () => t("organization.models.connection.failed"),
      },
    });
    this.viewModel = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      this.viewModel = null;
    });
    return viewModel;
  }
}
