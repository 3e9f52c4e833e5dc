import type { GridNode } from "../../../core/organization/grid-node.entity.ts";
import {
  ModelAccessType,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import {
  type CustomModelRequest,
  OrganizationModelRequestDto,
} from "../../../core/organization/organization-model-request.dto.ts";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";

/** The custom model form as typed. */
export interface CustomModelDraft {
  readonly name: string;
  readonly provider: string;
  readonly accessType: ModelAccessType;
  readonly deploymentRegion: string;
  readonly gridNodeId: string;
  readonly dedicatedUrl: string;
  readonly customModelApikey: string;
  readonly configXml: string;
}

export type CustomModelField = keyof CustomModelDraft;

/** A model the organization hosts is private to it unless said otherwise. */
export const EMPTY_CUSTOM_MODEL_DRAFT: CustomModelDraft = {
  name: "",
  provider: "",
  accessType: ModelAccessType.PRIVATE,
  deploymentRegion: "",
  gridNodeId: "",
  dedicatedUrl: "",
  customModelApikey: "",
  configXml: "",
};

/** The regions the grid nodes are in, each once, alphabetically: where a custom model may be deployed. */
export function deploymentRegions(nodes: readonly GridNode[]): string[] {
  return [...new Set(nodes.map((node) => node.region))].sort((a, b) => a.localeCompare(b));
}

/** The nodes the grid node picker offers: those of the chosen region (all before one is chosen), by name. */
export function pickableGridNodes(nodes: readonly GridNode[], region: string): GridNode[] {
  return nodes
    .filter((node) => region === "" || node.region === region)
    .sort((a, b) => a.region.localeCompare(b.region) || a.name.localeCompare(b.name));
}

/**
 * The draft with one field changed. Region and grid node go together: picking a node sets its region, and a new
 * region lets go of a node that is not in it.
 */
export function withCustomModelField(
  draft: CustomModelDraft,
  field: CustomModelField,
  value: string,
  nodes: readonly GridNode[],
): CustomModelDraft {
  const next = { ...draft, [field]: value };
  if (field === "gridNodeId") {
    const node = nodes.find((candidate) => candidate.id === value);
    return node ? { ...next, deploymentRegion: node.region } : next;
  }
  if (field === "deploymentRegion") {
    const node = nodes.find((candidate) => candidate.id === draft.gridNodeId);
    return node && node.region !== value ? { ...next, gridNodeId: "" } : next;
  }
  return next;
}

/** The request the draft makes, or the §5 rules it breaks (core's DTO, the gateway's own words). */
export function customModelRequest(
  draft: CustomModelDraft,
): { readonly request: CustomModelRequest } | { readonly fieldErrors: readonly FieldError[] } {
  const request: CustomModelRequest = {
    type: OrganizationModelType.CUSTOM,
    name: draft.name.trim(),
    provider: draft.provider.trim(),
    accessType: draft.accessType,
    deploymentRegion: draft.deploymentRegion.trim(),
    gridNodeId: draft.gridNodeId,
    dedicatedUrl: optional(draft.dedicatedUrl),
    customModelApikey: optional(draft.customModelApikey),
    configXml: draft.configXml.trim() === "" ? null : draft.configXml,
  };
  const { fields } = validateInput(OrganizationModelRequestDto, request);
  return fields.length > 0 ? { fieldErrors: fields } : { request };
}

function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}
