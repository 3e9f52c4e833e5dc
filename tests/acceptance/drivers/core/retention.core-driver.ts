import { actingRole, permissionFor } from "../../../../core/organization/acting-role.ts";
import { OrganizationStore } from "../../../../core/organization/organization-store.ts";
import { readOrganizationSummary } from "../../../../core/organization/read-organization-summary.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { RetentionState } from "../../../../features/retention/retention.state.ts";
import type {
  RetentionScope as CardScope,
  RetentionViewModel,
} from "../../../../features/retention/retention.view-model.ts";
import { createRetentionViewModel } from "../../../../features/retention/retention.view-model-factory.ts";
import {
  retentionExplanation,
  retentionMinimumText,
  retentionProblemText,
} from "../../../../features/retention/retention-problem-text.ts";
import type { RetentionDriver, RetentionScope, ShownRetention } from "../../support/retention-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.RETENTION);

/** The Data retention page without a browser: its cards' view models made by the feature's factory, as the page makes them. */
export class CoreRetentionDriver implements RetentionDriver {
  private readonly cards: Record<RetentionScope, ViewModelOnScreen<RetentionViewModel>>;

  constructor(private readonly screen: CoreScreenContext) {
    const card = (scope: () => CardScope) =>
      new ViewModelOnScreen(screen, PATH, (services) => createRetentionViewModel(services, scope()));
    this.cards = {
      personal: card(() => ({ kind: "personal" })),
      organization: card(() => {
        const scope = this.organizationScope();
        if (!scope) throw new Error("The retention page shows no organization setting");
        return scope;
      }),
    };
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
    // The page makes its cards as it opens, and so loads both settings then.
    await this.cards.personal.get();
    if (this.organizationScope()) await this.cards.organization.get();
  }

  async shown(scope: RetentionScope): Promise<ShownRetention | null> {
    if (scope === "organization" && !this.organizationScope()) return null;
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
      minimum: state.minimum ? retentionMinimumText(t, language, state.minimum) : null,
    };
  }

  async type(scope: RetentionScope, bodiesDays: string, metadataDays: string): Promise<void> {
    await this.settled(scope);
    const card = await this.cards[scope].get();
    card.type("bodiesDays", bodiesDays);
    card.type("metadataDays", metadataDays);
  }

  async save(scope: RetentionScope): Promise<void> {
    await this.settled(scope);
    await (await this.cards[scope].get()).save();
  }

  /** The organization's card, shown to a person who has an organization; editable by whoever may. */
  private organizationScope(): CardScope | null {
    const summary = readOrganizationSummary(
      this.screen.container().get(OrganizationStore).current().organization,
    );
    if (!summary) return null;
    return {
      kind: "organization",
      organizationId: summary.id,
      edit: permissionFor("editOrganizationRetention", actingRole(summary)),
    };
  }

  private settled(scope: RetentionScope): Promise<RetentionState> {
    return this.cards[scope].settled((state) => state.status !== "loading" && !state.saving);
  }
}
