import { Given, When } from "@cucumber/cucumber";
import { ORGANIZATION_PERSONAS, PERSONA_PASSWORD, personaEmail } from "../support/organization-personas.ts";
import type { DashboardWorld } from "../support/world.ts";

const PERSONA = `(${Object.keys(ORGANIZATION_PERSONAS).join("|")})`;

Given(
  new RegExp(`^I am signed in as the ${PERSONA}$`),
  async function (this: DashboardWorld, persona: string) {
    await this.dashboard.beSignedIn({ email: personaEmail(persona), password: PERSONA_PASSWORD });
  },
);

When(
  new RegExp(`^I sign in as the ${PERSONA} (?:again|instead)$`),
  async function (this: DashboardWorld, persona: string) {
    await this.dashboard.signOut();
    await this.dashboard.logIn(personaEmail(persona), PERSONA_PASSWORD);
  },
);
