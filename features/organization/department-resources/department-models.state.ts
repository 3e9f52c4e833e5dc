import type { Permission } from "../../../core/organization/acting-role.ts";
import type { OrganizationModelType } from "../../../core/organization/organization-model.entity.ts";

/** A model as the panel names it. */
export interface ListedModel {
  readonly id: string;
  readonly name: string;
  readonly provider: string;
  readonly type: OrganizationModelType;
}

/** The organization's models, loaded for the picker only when the person may assign models. */
export interface OrganizationModelsChoice {
  readonly status: "idle" | "loading" | "ready" | "failed";
  /** The organization's models not assigned to the department yet, by name. */
  readonly candidates: readonly ListedModel[];
  /** Why they could not be loaded, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
}

export type DepartmentModelsCall = "assigning" | "removing" | null;

export interface DepartmentModelsState {
  readonly departmentName: string;
  /** The models the department may use; none means every model of the organization is allowed. */
  readonly assigned: readonly ListedModel[];
  /** assignDepartmentModels, with the person's role in this department. */
  readonly assign: Permission;
  readonly choice: OrganizationModelsChoice;
  /** The candidate picked in the picker, if any. */
  readonly chosenId: string | null;
  readonly call: DepartmentModelsCall;
  /** The model the person asked to remove, waiting for their confirmation (and while it is removed). */
  readonly removal: ListedModel | null;
}
