import { join } from "node:path";

export const CONSUMER = "meridian-dashboard";
export const PROVIDER = "meridian-gateway";

/** Where the consumer tests write the pact and the provider verification reads it. */
export const PACT_DIR = join(import.meta.dirname, "pacts");
