import { Given } from "@cucumber/cucumber";
import { PERSONA_PASSWORD, personaEmail } from "../support/organization-personas.ts";
import type { DashboardWorld } from "../support/world.ts";

Given("I am signed in as the {word}", async function (this: DashboardWorld, persona: string) {
  await this.dashboard.beSignedIn({ email: personaEmail(persona), password: PERSONA_PASSWORD });
});

Given("I am signed in as the department admin", async function (this: DashboardWorld) {
  await this.dashboard.beSignedIn({ email: personaEmail("department admin"), password: PERSONA_PASSWORD });
});

Given("I am signed in as the super admin", async function (this: DashboardWorld) {
  await this.dashboard.beSignedIn({ email: personaEmail("super admin"), password: PERSONA_PASSWORD });
});
