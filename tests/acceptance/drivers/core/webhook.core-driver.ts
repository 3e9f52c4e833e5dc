import { filter, firstValueFrom } from "rxjs";
import { OrganizationWebhookGateway } from "../../../../core/budget-alerts/organization-webhook-gateway.port.ts";
import { Notifier } from "../../../../core/notifier/notifier.port.ts";
import { OrganizationStore } from "../../../../core/organization/organization-store.ts";
import { readOrganizationSummary } from "../../../../core/organization/read-organization-summary.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { WebhookState } from "../../../../features/organization/webhook/webhook.state.ts";
import { WebhookViewModel } from "../../../../features/organization/webhook/webhook.view-model.ts";
import type { WebhookDriver } from "../../support/webhook-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

const KEYS = "organization.webhook";

/** The Webhook card without a browser: its view model from the app's container, as the card makes it. */
export class CoreWebhookDriver implements WebhookDriver {
  private viewModel: WebhookViewModel | null = null;

  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open(pathOf(RouteName.ORGANIZATION_PAGE));
    const container = this.screen.container();
    const organizationId = readOrganizationSummary(
      container.get(OrganizationStore).current().organization,
    )?.id;
    if (!organizationId) throw new Error("The signed-in person has no organization");
    const { t } = this.screen.i18n();
    const viewModel = new WebhookViewModel({
      gateway: container.get(OrganizationWebhookGateway),
      notifier: container.get(Notifier),
      organizationId,
      texts: {
        saved: () => t(`${KEYS}.saved`),
        removed: () => t(`${KEYS}.removed`),
        testSent: () => t(`${KEYS}.testSent`),
        saveFailed: () => t(`${KEYS}.saveFailed`),
        removeFailed: () => t(`${KEYS}.removeFailed`),
        testFailed: () => t(`${KEYS}.testFailed`),
      },
    });
    this.viewModel = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      if (this.viewModel === viewModel) this.viewModel = null;
    });
    await this.settled();
  }

  async setUrl(url: string): Promise<string> {
    const viewModel = this.opened();
    await this.settled();
    viewModel.typeUrl(url);
    await viewModel.save();
    const { revealedSecret, urlProblem } = await this.settled();
    if (!revealedSecret)
      throw new Error(`The webhook ${url} was not saved${urlProblem ? `: ${urlProblem}` : ""}`);
    return revealedSecret;
  }

  async remove(): Promise<void> {
    const viewModel = this.opened();
    viewModel.askToRemove();
    await viewModel.confirmRemoval();
    const { webhook } = await this.settled();
    if (webhook) throw new Error(`The webhook ${webhook.url} is still set`);
  }

  private opened(): WebhookViewModel {
    if (!this.viewModel) throw new Error("Open the organization overview first");
    return this.viewModel;
  }

  private settled(): Promise<WebhookState> {
    return firstValueFrom(
      this.opened().state$.pipe(filter((state) => state.status !== "loading" && state.call === null)),
    );
  }
}
