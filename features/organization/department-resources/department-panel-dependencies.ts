import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import type { Department } from "../../../core/organization/department.entity.ts";

/** What every department tab's view model is given besides its gateways: where it is, its words, whom to tell. */
export interface DepartmentPanelDependencies<Texts> {
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: Texts;
  readonly organizationId: string;
  readonly department: Department;
  /** Tells the page the department changed, so it loads it again. */
  readonly changed: () => void;
}
