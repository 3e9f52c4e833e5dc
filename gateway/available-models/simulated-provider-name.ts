/** The built-in provider that answers when no upstream is configured: named so nobody mistakes it for a model. */
export const SIMULATED_PROVIDER_ID = "prov-simulated";
export const SIMULATED_PROVIDER_NAME = "Simulated (offline)";
