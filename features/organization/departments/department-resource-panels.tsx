import { lazy } from "react";

// Built beside this page (features/organization/department-resources, …/budget-alerts) and loaded only when their
// tab opens.
export const DepartmentFilesPanel = lazy(() =>
  import("../department-resources/department-files-panel.tsx").then((m) => ({
    default: m.DepartmentFilesPanel,
  })),
);
export const DepartmentModelsPanel = lazy(() =>
  import("../department-resources/department-models-panel.tsx").then((m) => ({
    default: m.DepartmentModelsPanel,
  })),
);
export const DepartmentPeoplePanel = lazy(() =>
  import("../department-resources/department-people-panel.tsx").then((m) => ({
    default: m.DepartmentPeoplePanel,
  })),
);
export const BudgetAlertsPanel = lazy(() =>
  import("../budget-alerts/budget-alerts-panel.tsx").then((m) => ({ default: m.BudgetAlertsPanel })),
);
