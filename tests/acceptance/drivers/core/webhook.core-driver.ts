import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { WebhookState } from "../../../../features/organization/webhook/webhook.state.ts";
import type { WebhookViewModel } from "../../../../features/organization/webhook/webhook.view-model.ts";
import { createWebhookViewModel } from "../../../../features/organization/webhook/webhook.view-model-factory.ts";
import type { WebhookDriver } from "../../support/webhook-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { organizationIdOf } from "./organization-scope.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

/** The card once it has loaded and no call is under way. */
const idle = (state: WebhookState) => state.status !== "loading" && state.call === null;

/** The Webhook card of the organization overview without a browser: its view model made by its factory. */
export class CoreWebhookDriver implements WebhookDriver {
  private readonly card: ViewModelOnScreen<WebhookViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.card = new ViewModelOnScreen(screen, pathOf(RouteName.ORGANIZATION_PAGE), (services) =>
      createWebhookViewModel(services, organizationIdOf(screen)),
    );
  }

  async open(): Promise<void> {
    await this.screen.open(pathOf(RouteName.ORGANIZATION_PAGE));
    await this.card.settled(idle);
  }

  async setUrl(url: string): Promise<string> {
    const viewModel = await this.card.get();
    await this.card.settled(idle);
    viewModel.typeUrl(url);
    await viewModel.save();
    const { revealedSecret, urlProblem } = await this.card.settled(idle);
    if (!revealedSecret)
      throw new Error(`The webhook ${url} was not saved${urlProblem ? `: ${urlProblem}` : ""}`);
    return revealedSecret;
  }

  async remove(): Promise<void> {
    const viewModel = await this.card.get();
    viewModel.askToRemove();
    await viewModel.confirmRemoval();
    const { webhook } = await this.card.settled(idle);
    if (webhook) throw new Error(`The webhook ${webhook.url} is still set`);
  }
}
