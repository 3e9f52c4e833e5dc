/**
 * What the dashboard keeps of the signed-in user's organization (SPEC §3): the object, a ready flag, a time, and
 * whether loading it failed (the 'Organization has problem!' screen of SPEC §4).
 */
export interface OrganizationDetails {
  readonly organization: { readonly id: string | null } & Record<string, unknown>;
  readonly ready: boolean;
  readonly failed: boolean;
  readonly lastUpdatedAt: number | null;
}

export const ORGANIZATION_NOT_LOADED: OrganizationDetails = {
  organization: { id: null },
  ready: false,
  failed: false,
  lastUpdatedAt: null,
};
