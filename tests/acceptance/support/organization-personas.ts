/**
 * The demo organization's people the role scenarios sign in as. Both profiles seed them (memory:
 * adapters/gateway-memory/organization/organization-seed.ts; local: gateway/organization/seed/demo-organization.seed.ts,
 * with Auth-emulator accounts of the same ids); every one signs in with the demo password.
 */
export const ORGANIZATION_PERSONAS = {
  owner: "demo@meridian.example",
  "super admin": "priya.raman@meridian.example",
  /** Admin of Research. */
  "department admin": "marcus.chen@meridian.example",
  /** Member of Research. */
  member: "amara.okafor@meridian.example",
} as const;

export type OrganizationPersona = keyof typeof ORGANIZATION_PERSONAS;

export const PERSONA_PASSWORD = "meridian-demo";

export function personaEmail(persona: string): string {
  if (!Object.hasOwn(ORGANIZATION_PERSONAS, persona))
    throw new Error(`No persona "${persona}"; known: ${Object.keys(ORGANIZATION_PERSONAS).join(", ")}`);
  return ORGANIZATION_PERSONAS[persona as OrganizationPersona];
}
