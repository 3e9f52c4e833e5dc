import type { Permission } from "../../core/organization/acting-role.ts";
import type { RetentionMinimumJson } from "../../core/retention/retention-minimum.ts";
import type { RetentionProblem } from "../../core/retention/retention-rules.ts";
import type { RetentionSettingsJson } from "../../core/retention/retention-settings-json.ts";

/** The days as typed in the form. */
export interface RetentionDraft {
  readonly bodiesDays: string;
  readonly metadataDays: string;
}

export interface RetentionState {
  readonly status: "loading" | "ready" | "failed";
  /** Why the setting could not be read, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
  /** The setting in force: what the explanation tells. */
  readonly saved: RetentionSettingsJson | null;
  /** The least an organization's records are kept whatever the setting, and why; null when nothing asks for it. */
  readonly minimum: RetentionMinimumJson | null;
  readonly draft: RetentionDraft;
  /** The rules the draft breaks (core's), shown under the fields once the person tried to save. */
  readonly problems: readonly RetentionProblem[];
  /** Whether the person may change it, and if not which role may. */
  readonly edit: Permission;
  readonly unsaved: boolean;
  readonly saving: boolean;
}
