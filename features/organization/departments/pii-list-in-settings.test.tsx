// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { Container } from "inversify";
import { describe, expect, it } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import { PII_DETECTION_QUALITY } from "../../../core/pii/pii-detection-quality.ts";
import { renderApp } from "../../../ui/testing/render-app.tsx";

const LAB = "dep-lab";

/** The figures as the list writes them in en-US, from core's measured quality. */
const shown = (entity: string) => {
  const quality = PII_DETECTION_QUALITY.entities[entity];
  const percent = new Intl.NumberFormat("en-US", { style: "percent", minimumFractionDigits: 1 });
  return quality
    ? `Recall ${percent.format(quality.recall)} · precision ${percent.format(quality.precision)}`
    : null;
};

describe("the PII list of a department's settings, on the memory profile", () => {
  it("shows each kind's measured recall and precision under its name, and when they were measured", async () => {
    const gateways = OrganizationSeedMother.create()
      .department({ id: LAB, name: "Lab", PIIAndSensitive: PiiHandling.ANONYMIZE })
      .gateways();
    gateways.context.db.actAs(OrganizationSeedBuilder.OWNER.id);
    await renderApp(`/organization/departments?department=${LAB}&tab=settings`, {
      signedIn: true,
      organizationGateway: gateways.organization,
      rebind: (container: Container) =>
        container.rebind(DepartmentsGateway).toConstantValue(gateways.departments),
    });
    const list = await screen.findByTestId("pii-entities");
    const iban = await within(list).findByRole("checkbox", { name: "IBAN" });
    const description = document.getElementById(iban.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe(shown("IBAN_CODE"));
    const { valuesPerKind, nearMissesPerKind } = PII_DETECTION_QUALITY.corpus;
    const texts = (valuesPerKind + nearMissesPerKind).toLocaleString("en-US");
    expect(
      within(list).getByText(new RegExp(`^Measured on .* on ${texts} labelled texts per kind`)),
    ).toBeTruthy();
  }, 20_000);
});
