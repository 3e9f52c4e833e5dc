import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT } from "../../tests/support/auth-emulator.ts";

type Environment = Record<string, string | undefined>;

/**
 * The reference gateway's settings on this machine: tokens verified against the Auth emulator, always (set
 * explicitly, never inherited by accident), and the dashboard's origins allowed unless GATEWAY_ALLOWED_ORIGINS
 * says otherwise.
 */
export function localGatewayEnvironment(env: Environment, dashboardOrigins: readonly string[]): Environment {
  return {
    GATEWAY_ALLOWED_ORIGINS: dashboardOrigins.join(","),
    ...env,
    GATEWAY_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    FIREBASE_PROJECT_ID: AUTH_EMULATOR_PROJECT,
  };
}
