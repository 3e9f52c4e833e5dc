import { useEffect, useRef } from "react";
import type { Department } from "../../../core/organization/department.entity.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import type { DepartmentPanelPlace } from "./department-panel-dependencies.ts";
import type { DepartmentPanelProps } from "./department-panel-props.ts";

interface DepartmentPanelViewModel {
  setDepartment(department: Department): void;
  dispose(): void;
}

/**
 * A panel's view model, made by its factory once per mounted panel: it hears each department the page loads
 * again, and tells the page about a change through whichever `onChanged` the page gave last.
 */
export function useDepartmentViewModel<T extends DepartmentPanelViewModel>(
  { organizationId, department, onChanged }: DepartmentPanelProps,
  create: (services: ScreenServices, place: DepartmentPanelPlace) => T,
): T {
  const services = useScreenServices();
  const latestOnChanged = useRef(onChanged);
  useEffect(() => {
    latestOnChanged.current = onChanged;
  }, [onChanged]);
  const viewModel = useViewModel(() =>
    create(services, { organizationId, department, changed: () => latestOnChanged.current() }),
  );
  useEffect(() => viewModel.setDepartment(department), [viewModel, department]);
  return viewModel;
}
