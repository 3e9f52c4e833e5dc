import { useEffect, useRef } from "react";
import type { Department } from "../../../core/organization/department.entity.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";

interface DepartmentPanelViewModel {
  setDepartment(department: Department): void;
  dispose(): void;
}

/**
 * A panel's view model, made once per mounted panel: it hears each department the page loads again, and tells the
 * page about a change through whichever `onChanged` the page gave last.
 */
export function useDepartmentViewModel<T extends DepartmentPanelViewModel>(
  department: Department,
  onChanged: () => void,
  create: (changed: () => void) => T,
): T {
  const latestOnChanged = useRef(onChanged);
  useEffect(() => {
    latestOnChanged.current = onChanged;
  }, [onChanged]);
  const viewModel = useViewModel(() => create(() => latestOnChanged.current()));
  useEffect(() => viewModel.setDepartment(department), [viewModel, department]);
  return viewModel;
}
