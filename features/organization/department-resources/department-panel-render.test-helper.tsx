import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import type { ComponentType } from "react";
import { vi } from "vitest";
import type { Department } from "../../../core/organization/department.entity.ts";
import { renderInContainer } from "../../../ui/testing/render-in-container.tsx";
import type { departmentAs, PanelTestGateways } from "./department-panel.test-helper.ts";
import type { DepartmentPanelProps } from "./department-panel-props.ts";

/**
 * A department's tab rendered as `departmentAs` loaded it, its ports bound by `rebind`; a change makes the "page"
 * load the department again and hand it to the tab.
 */
export async function renderedPanel<G extends PanelTestGateways>(
  given: Awaited<ReturnType<typeof departmentAs<G>>>,
  Panel: ComponentType<DepartmentPanelProps>,
  rebind: (container: Container, gateways: G) => void,
) {
  const panel = (department: Department) => (
    <Panel organizationId={given.panel.organizationId} department={department} onChanged={onChanged} />
  );
  const onChanged = vi.fn(async () => view.rerender(panel(await given.loadDepartment())));
  const view = await renderInContainer(panel(given.department), {
    rebind: (container) => rebind(container, given.gateways),
  });
  return { ...given, view, onChanged, user: userEvent.setup() };
}
