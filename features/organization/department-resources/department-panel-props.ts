import type { Department } from "../../../core/organization/department.entity.ts";

/** What the departments page hands each of a department's tabs. */
export interface DepartmentPanelProps {
  readonly organizationId: string;
  /** As the page loaded it last: its files, models and the person's own role there. */
  readonly department: Department;
  /** Called after a change here, so the page loads the department again. */
  readonly onChanged: () => void;
}
