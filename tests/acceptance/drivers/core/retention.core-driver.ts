import { filter, firstValueFrom } from "rxjs";
import { Notifier } from "../../../../core/notifier/notifier.port.ts";
import { actingRole, permissionFor } from "../../../../core/organization/acting-role.ts";
import { OrganizationStore } from "../../../../core/organization/organization-store.ts";
import { readOrganizationSummary } from "../../../../core/organization/read-organization-summary.ts";
import { RetentionGateway } from "../../../../core/retention/retention-gateway.port.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { RetentionState } from "../../../../features/retention/retention.state.ts";
import {
  type RetentionScope as CardScope,
  RetentionViewModel,
} from "../../../../features/retention/retention.view-model.ts";
import {
  retentionExplanation,
  retentionProblemText,
} from "../../../../features/retention/retention-problem-text.ts";
import type { RetentionDriver, RetentionScope, ShownRetention } from "../../support/retention-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

/** The Data retention page without a browser: its cards' view models from the app's container, as the page makes them. */
export class CoreRetentionDriver implements RetentionDriver {
  private cards: Partial<Record<RetentionScope, RetentionViewModel>> = {};

  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open(pathOf(RouteName.RETENTION));
    const container = this.screen.container();
    const { t } = this.screen.i18n();
    const summary = readOrganizationSummary(container.get(OrganizationStore).current().organization);
    const card = (scope: CardScope) =>
      new RetentionViewModel({
        gateway: container.get(RetentionGateway),
        notifier: container.get(Notifier),
        scope,
        texts: { saved: () => t("retention.saved"), saveFailed: () => t("retention.saveFailed") },
      });
    const cards: Partial<Record<RetentionScope, RetentionViewModel>> = {
      personal: card({ kind: "personal" }),
    };
    if (summary)
      cards.organization = card({
        kind: "organization",
        organizationId: summary.id,
        edit: permissionFor("editOrganizationRetention", actingRole(summary)),
      });
    this.cards = cards;
    this.screen.onLeave(() => {
      for (const viewModel of Object.values(cards)) viewModel.dispose();
      if (this.cards === cards) this.cards = {};
    });
  }

  async shown(scope: RetentionScope): Promise<ShownRetention | null> {
    if (!this.cards[scope]) return null;
    const state = await this.settled(scope);
    const { t, language } = this.screen.i18n();
    return {
      bodiesDays: state.draft.bodiesDays,
      metadataDays: state.draft.metadataDays,
      explanation: state.saved ? retentionExplanation(t, language, state.saved) : "",
      editable: state.edit.allowed,
      problems: [
        ...new Set(
          state.problems.map((problem) =>
            retentionProblemText(t, language, problem, state.draft.metadataDays),
          ),
        ),
      ],
    };
  }

  async type(scope: RetentionScope, bodiesDays: string, metadataDays: string): Promise<void> {
    await this.settled(scope);
    this.card(scope).type("bodiesDays", bodiesDays);
    this.card(scope).type("metadataDays", metadataDays);
  }

  async save(scope: RetentionScope): Promise<void> {
    await this.settled(scope);
    await this.card(scope).save();
  }

  private card(scope: RetentionScope): RetentionViewModel {
    const viewModel = this.cards[scope];
    if (!viewModel) throw new Error(`The retention page shows no ${scope} setting`);
    return viewModel;
  }

  private settled(scope: RetentionScope): Promise<RetentionState> {
    return firstValueFrom(
      this.card(scope).state$.pipe(filter((state) => state.status !== "loading" && !state.saving)),
    );
  }
}
