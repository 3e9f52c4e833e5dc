import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import type { Department } from "../../../core/organization/department.entity.ts";

/** Where a department's tab is shown, as the departments page hands it to the tab's view model factory. */
export interface DepartmentPanelPlace {
  readonly organizationId: string;
  /** As the page loaded it last: its files, models and the person's own role there. */
  readonly department: Department;
  /** Tells the page the department changed, so it loads it again. */
  readonly changed: () => void;
}

/** What every department tab's view model is given besides its gateways: where it is, its words, whom to tell. */
export interface DepartmentPanelDependencies<Texts> extends DepartmentPanelPlace {
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: Texts;
}
