import { BehaviorSubject, type Observable } from "rxjs";
import { messagesToReport } from "../../core/errors/reportable-failure.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../core/notifier/report-failure.ts";
import type { Permission } from "../../core/organization/acting-role.ts";
import type { RetentionGateway } from "../../core/retention/retention-gateway.port.ts";
import { retentionProblems } from "../../core/retention/retention-rules.ts";
import type { RetentionSettingsJson } from "../../core/retention/retention-settings-json.ts";
import type { RetentionDraft, RetentionState } from "./retention.state.ts";

/** Whose setting it is: the person's own traffic, or an organization's department traffic. */
export type RetentionScope =
  | { readonly kind: "personal" }
  | { readonly kind: "organization"; readonly organizationId: string; readonly edit: Permission };

/** The card's own words, read when needed (the language may change). */
export interface RetentionTexts {
  saved(): string;
  /** For a failed save the server did not explain. */
  saveFailed(): string;
}

export interface RetentionDependencies {
  readonly gateway: RetentionGateway;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: RetentionTexts;
  readonly scope: RetentionScope;
}

const ANYONE: Permission = { allowed: true, requiredRole: null };

/**
 * One retention setting: how many days request bodies and request records are kept. Checked with core's rule
 * before anything is sent (whole days from 1 to 3650, bodies no longer than records); the owner and super admins
 * change the organization's, everyone their own. An organization's may come with a minimum its frameworks set
 * (six months of records with the EU AI Act on), which holds whatever shorter setting is saved.
 */
export class RetentionViewModel {
  private readonly state: BehaviorSubject<RetentionState>;
  private disposed = false;
  readonly state$: Observable<RetentionState>;

  constructor(private readonly deps: RetentionDependencies) {
    this.state = new BehaviorSubject<RetentionState>({
      status: "loading",
      failure: [],
      saved: null,
      minimum: null,
      draft: { bodiesDays: "", metadataDays: "" },
      problems: [],
      edit: deps.scope.kind === "organization" ? deps.scope.edit : ANYONE,
      unsaved: false,
      saving: false,
    });
    this.state$ = this.state.asObservable();
    void this.load();
  }

  current(): RetentionState {
    return this.state.value;
  }

  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  /** Types the days of one field; a problem shown goes once the field changes. */
  type(field: keyof RetentionDraft, days: string): void {
    if (!this.state.value.edit.allowed) return;
    const draft = { ...this.state.value.draft, [field]: days };
    const problems = this.state.value.problems.length > 0 ? retentionProblems(settingOf(draft)) : [];
    this.patch({ draft, problems, unsaved: !sameAs(draft, this.state.value.saved) });
  }

  discard(): void {
    const { saved } = this.state.value;
    if (saved) this.patch({ draft: draftOf(saved), problems: [], unsaved: false });
  }

  async save(): Promise<void> {
    const { draft, saving, edit } = this.state.value;
    if (saving || !edit.allowed) return;
    const setting = settingOf(draft);
    const problems = retentionProblems(setting);
    this.patch({ problems });
    if (problems.length > 0) return;
    this.patch({ saving: true });
    try {
      const { scope, gateway } = this.deps;
      const saved =
        scope.kind === "organization"
          ? await gateway.saveOrganization(scope.organizationId, setting)
          : await gateway.savePersonal(setting);
      this.patch({ saved, draft: draftOf(saved), unsaved: false });
      this.deps.notifier.notify({ message: this.deps.texts.saved(), intent: "positive" });
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.saveFailed());
    } finally {
      this.patch({ saving: false });
    }
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private async load(): Promise<void> {
    this.patch({ status: "loading", failure: [] });
    try {
      const { scope, gateway } = this.deps;
      const { minimum = null, ...saved } =
        scope.kind === "organization"
          ? await gateway.organization(scope.organizationId)
          : { ...(await gateway.personal()), minimum: null };
      this.patch({ status: "ready", saved, minimum, draft: draftOf(saved), problems: [], unsaved: false });
    } catch (error) {
      this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
    }
  }

  private patch(change: Partial<RetentionState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

function draftOf(setting: RetentionSettingsJson): RetentionDraft {
  return { bodiesDays: String(setting.bodiesDays), metadataDays: String(setting.metadataDays) };
}

/** The typed days as numbers; a field left empty or not a number is NaN, which core's rule refuses. */
function settingOf(draft: RetentionDraft): RetentionSettingsJson {
  const days = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed.trim()));
  return { bodiesDays: days(draft.bodiesDays), metadataDays: days(draft.metadataDays) };
}

function sameAs(draft: RetentionDraft, saved: RetentionSettingsJson | null): boolean {
  return (
    saved !== null &&
    draft.bodiesDays.trim() === String(saved.bodiesDays) &&
    draft.metadataDays.trim() === String(saved.metadataDays)
  );
}
