import { type CustomRegion, DataResidency } from "./data-residency.ts";
import { mayOverride, overrideRefusal } from "./organization-permissions.ts";
import type { RankedRole } from "./permission-rank.ts";
import type { Refusal } from "./refusal.ts";

/** Where a department's requests may be served, as kept, with who set it last. */
export interface KeptResidency {
  readonly dataResidency?: DataResidency | null;
  readonly customRegions?: readonly string[];
  readonly lastModifiedByRole: Readonly<Record<string, RankedRole | undefined>>;
}

/** The setting's name in `lastModifiedByRole`. */
export const RESIDENCY_SETTING = "dataResidency";

export type ResidencyChange =
  | { readonly refused: Refusal }
  | { readonly refused: null; readonly dataResidency: DataResidency; readonly customRegions: CustomRegion[] }
  | null;

/**
 * What saving a department's settings does to its data residency: null when the input leaves it as it is (left
 * out: unchanged), refused when a higher role set it last (SPEC §6), else the residency and regions to keep —
 * regions only for a CUSTOM residency, each once. Shared rule of the memory adapter and the reference gateway.
 */
export function residencyChange(
  kept: KeptResidency,
  input: { readonly dataResidency?: DataResidency; readonly customRegions?: readonly CustomRegion[] },
  role: RankedRole,
): ResidencyChange {
  const current = kept.dataResidency ?? DataResidency.NONE;
  const currentRegions = kept.customRegions ?? [];
  const dataResidency = input.dataResidency ?? current;
  const customRegions =
    dataResidency === DataResidency.CUSTOM
      ? [...new Set(input.customRegions ?? (currentRegions as CustomRegion[]))]
      : [];
  if (dataResidency === current && customRegions.join() === currentRegions.join()) return null;
  const setBy = kept.lastModifiedByRole[RESIDENCY_SETTING];
  if (setBy && !mayOverride(role, setBy)) return { refused: overrideRefusal(RESIDENCY_SETTING, setBy) };
  return { refused: null, dataResidency, customRegions };
}
