import { Given } from "@cucumber/cucumber";
import { ORGANIZATION_PERSONAS, PERSONA_PASSWORD, personaEmail } from "../support/organization-personas.ts";
import type { DashboardWorld } from "../support/world.ts";

Given(
  new RegExp(`^I am signed in as the (${Object.keys(ORGANIZATION_PERSONAS).join("|")})$`),
  async function (this: DashboardWorld, persona: string) {
    await this.dashboard.beSignedIn({ email: personaEmail(persona), password: PERSONA_PASSWORD });
  },
);
