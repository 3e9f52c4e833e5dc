import { token } from "../wiring/token.ts";
/**
 * Which adapters the dashboard runs on (DESIGN.md): `memory` is everything in the browser with seeded data,
 * `local` talks to the reference gateway and the Auth emulator on this machine, `production` to the real services.
 */
export type Profile = "memory" | "local" | "production";

export const Profile = token<Profile>("Profile");

export function parseProfile(value: string | undefined): Profile {
  return value === "local" || value === "production" ? value : "memory";
}
