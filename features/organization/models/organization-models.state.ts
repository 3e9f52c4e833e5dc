import type { Permission } from "../../../core/organization/acting-role.ts";
import type { GridNode } from "../../../core/organization/grid-node.entity.ts";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import type { ConnectionCheck } from "./connection-check.ts";
import type { CustomModelDraft } from "./custom-model-draft.ts";
import { DEFAULT_GRID_NODE_SORT, type GridNodeSort } from "./grid-node-order.ts";
import type { ListedOrganizationModel } from "./listed-organization-model.ts";

/** A list the page loads: loading, shown, or failed (with the server's words, empty when it gave none). */
export interface LoadedList<T> {
  readonly status: "loading" | "ready" | "failed";
  readonly items: readonly T[];
  readonly failure: readonly string[];
}

export const LOADING_LIST: LoadedList<never> = { status: "loading", items: [], failure: [] };

/** One of the gateway's models the organization may still add. */
export interface AvailableModelChoice {
  /** The catalogue's id: the request's internalId. */
  readonly id: string;
  readonly name: string;
  readonly provider: string;
}

/** Adding one of the gateway's models: the choice offered (those not added yet) and the one picked. */
export interface AvailableModelDialog {
  readonly kind: "available";
  readonly choices: LoadedList<AvailableModelChoice>;
  readonly internalId: string;
  readonly fieldErrors: readonly FieldError[];
}

/** Adding a model the organization hosts. */
export interface CustomModelDialog {
  readonly kind: "custom";
  readonly draft: CustomModelDraft;
  readonly fieldErrors: readonly FieldError[];
  /** The test of the typed URL and key; null before one, and again once the URL, key or name changes. */
  readonly connection: ConnectionCheck | null;
}

export interface OrganizationModelsState {
  /** Whether the person may add and delete the organization's models, and if not which role may. */
  readonly permission: Permission;
  /** Oldest first, as the gateway answers. */
  readonly models: LoadedList<ListedOrganizationModel>;
  /** In the order `gridNodeSort` asks for. */
  readonly gridNodes: LoadedList<GridNode>;
  readonly gridNodeSort: GridNodeSort;
  readonly dialog: AvailableModelDialog | CustomModelDialog | null;
  /** The call in flight; the page's buttons wait while there is one. */
  readonly call: "adding" | "removing" | null;
  /** The model the person asked to delete, waiting for their confirmation (and while it is being deleted). */
  readonly removal: ListedOrganizationModel | null;
  /** The connection tests of added custom models, by model id. */
  readonly connectionTests: Readonly<Record<string, ConnectionCheck>>;
}

export function initialOrganizationModelsState(
  permission: Permission,
  gridNodeSort: GridNodeSort = DEFAULT_GRID_NODE_SORT,
): OrganizationModelsState {
  return {
    permission,
    models: LOADING_LIST,
    gridNodes: LOADING_LIST,
    gridNodeSort,
    dialog: null,
    call: null,
    removal: null,
    connectionTests: {},
  };
}
