import type { GridNode } from "./grid-node.entity.ts";
import { ModelAccessType, OrganizationModelType } from "./organization-model.entity.ts";
import type { OrganizationModelRequest } from "./organization-model-request.dto.ts";

/**
 * An AVAILABLE model is always PUBLIC, whatever was asked; a custom model keeps the access it was given.
 * Shared rule: the memory adapter and the reference gateway store what this returns.
 */
export function accessTypeOf(request: OrganizationModelRequest): ModelAccessType {
  return request.type === OrganizationModelType.AVAILABLE ? ModelAccessType.PUBLIC : request.accessType;
}

/** A model's emission figure: its grid node's renewable share, percent with 2 decimals (SPEC §3). */
export function emissionOf(gridNode: Pick<GridNode, "renewablePercentage"> | null): number | null {
  return gridNode ? Math.round(gridNode.renewablePercentage * 100) / 100 : null;
}

/**
 * A custom model's API key as the gateway shows it once stored: only its last 4 characters. Shared rule: the
 * memory adapter and the reference gateway never send the key back in full.
 */
export function maskSecret(secret: string | null): string | null {
  if (!secret) return null;
  return `••••${secret.slice(-4)}`;
}
