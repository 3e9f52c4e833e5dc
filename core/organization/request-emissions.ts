/**
 * Grams of CO2-equivalent per kWh of non-renewable electricity: roughly halfway between gas (490) and coal (820)
 * power, the lifecycle medians of IPCC AR5 (WG III, Annex III). An estimate, as is the whole emissions figure.
 */
export const NON_RENEWABLE_GRAMS_CO2E_PER_KWH = 650;

/**
 * The energy that did not come from renewable sources, in Wh: the energy times the node's non-renewable share.
 * Without a known share (no grid data) all of it counts as non-renewable: the estimate errs high, never low.
 */
export function nonRenewableWh(energyWh: number, renewablePercentage: number | null | undefined): number {
  const renewableShare = typeof renewablePercentage === "number" ? renewablePercentage / 100 : 0;
  return energyWh * (1 - Math.min(Math.max(renewableShare, 0), 1));
}

/** The energy a request used, in Wh: its tokens at the serving model's energy per 1,000 tokens. */
export function requestEnergyWh(totalTokens: number, energyWhPerThousandTokens: number): number {
  return (totalTokens / 1000) * energyWhPerThousandTokens;
}

/**
 * A request's emissions in grams of CO2e: energy (tokens / 1000 × Wh per 1,000 tokens) × (1 − renewable share of
 * the node that served it) / 1000 × NON_RENEWABLE_GRAMS_CO2E_PER_KWH. Renewable energy counts as zero.
 */
export function requestEmissionsGrams(usage: {
  readonly totalTokens: number;
  readonly energyWhPerThousandTokens: number;
  readonly renewablePercentage: number | null | undefined;
}): number {
  const energyWh = requestEnergyWh(usage.totalTokens, usage.energyWhPerThousandTokens);
  return (nonRenewableWh(energyWh, usage.renewablePercentage) / 1000) * NON_RENEWABLE_GRAMS_CO2E_PER_KWH;
}
