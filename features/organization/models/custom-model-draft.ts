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
  /** USD per million tokens, as typed (a comma may stand for the decimal point). */
  readonly tokenInPricePerMillionTokens: string;
  readonly tokenOutPricePerMillionTokens: string;
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
  tokenInPricePerMillionTokens: "",
  tokenOutPricePerMillionTokens: "",
};

const PRICE_FIELDS: ReadonlySet<string> = new Set<CustomModelField>([
  "tokenInPricePerMillionTokens",
  "tokenOutPricePerMillionTokens",
]);

/** Whether a field holds a price (its broken rules then read as one message about prices). */
export function isPriceField(property: string): boolean {
  return PRICE_FIELDS.has(property);
}

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

/** The draft's name, URL and key as a request carries them: trimmed, and null when left empty. */
export function customModelRequestFields(draft: CustomModelDraft) {
  return {
    name: draft.name.trim(),
    dedicatedUrl: optional(draft.dedicatedUrl),
    customModelApikey: optional(draft.customModelApikey),
  };
}

/** The request the draft makes, or the §5 rules it breaks (core's DTO, the gateway's own words). */
export function customModelRequest(
  draft: CustomModelDraft,
): { readonly request: CustomModelRequest } | { readonly fieldErrors: readonly FieldError[] } {
  const request: CustomModelRequest = {
    type: OrganizationModelType.CUSTOM,
    ...customModelRequestFields(draft),
    provider: draft.provider.trim(),
    accessType: draft.accessType,
    deploymentRegion: draft.deploymentRegion.trim(),
    gridNodeId: draft.gridNodeId,
    configXml: draft.configXml.trim() === "" ? null : draft.configXml,
    ...price("tokenInPricePerMillionTokens", draft.tokenInPricePerMillionTokens),
    ...price("tokenOutPricePerMillionTokens", draft.tokenOutPricePerMillionTokens),
  };
  const { fields } = validateInput(OrganizationModelRequestDto, request);
  // A price that is not a number breaks two rules (a number, at least 0): one message says what a price must be.
  const fieldErrors = fields.filter(
    (error, index) =>
      !isPriceField(error.property) ||
      fields.findIndex((other) => other.property === error.property) === index,
  );
  return fieldErrors.length > 0 ? { fieldErrors } : { request };
}

/** The request's price field when one was typed: a number, or NaN for text that is none (the rules refuse it). */
function price(field: string, text: string): Record<string, number> {
  const trimmed = text.trim();
  if (trimmed === "") return {};
  return {
    [field]: /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN,
  };
}

function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}
