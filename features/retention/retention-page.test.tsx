// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../ui/testing/render-app.tsx";

async function openRetention() {
  await renderApp("/retention", { signedIn: true });
  const personal = await screen.findByTestId("personal-retention");
  const organization = await screen.findByTestId("organization-retention");
  await within(personal).findByLabelText("Keep bodies for");
  await within(organization).findByLabelText("Keep bodies for");
  return { personal, organization };
}

describe("the data retention page", () => {
  it("shows the person's own setting and their organization's, each saying what is deleted when", async () => {
    const { personal, organization } = await openRetention();
    expect(within(personal).getByTestId("retention-explanation").textContent).toBe(
      "Bodies (what was asked and answered) are deleted after 90 days; records (who, when, model, tokens, cost) after 400 days, and totals then stop counting them.",
    );
    expect(within(organization).getByRole("heading").textContent).toBe("Departments of Meridian Demo Org");
    expect((within(organization).getByLabelText("Keep records for") as HTMLInputElement).value).toBe("400");
    expect(within(personal).queryByTestId("retention-minimum")).toBeNull();
  });

  it("says why the organization's records are kept six months whatever its setting", async () => {
    const { organization } = await openRetention();
    expect(within(organization).getByTestId("retention-minimum").textContent).toBe(
      "Records are kept at least 183 days, whatever is set here: the EU AI Act is on for Research, and its " +
        "Article 19 asks for logs to be kept at least six months.",
    );
  });

  it("refuses bodies kept longer than records under the field, without saving", async () => {
    const { personal } = await openRetention();
    const bodies = within(personal).getByLabelText("Keep bodies for");
    const records = within(personal).getByLabelText("Keep records for");
    await userEvent.clear(bodies);
    await userEvent.type(bodies, "500");
    await userEvent.clear(records);
    await userEvent.type(records, "100");
    await userEvent.click(within(personal).getByRole("button", { name: "Save" }));
    expect(within(personal).getByRole("alert").textContent).toBe(
      "Bodies cannot be kept longer than the records they belong to (100 days).",
    );
    expect(bodies.getAttribute("aria-invalid")).toBe("true");
    expect(within(personal).getByTestId("retention-explanation").textContent).toContain("after 90 days");
  });

  it("saves the owner's shorter organization retention and tells what it now deletes", async () => {
    const { organization } = await openRetention();
    const bodies = within(organization).getByLabelText("Keep bodies for");
    await userEvent.clear(bodies);
    await userEvent.type(bodies, "30");
    await userEvent.click(within(organization).getByRole("button", { name: "Save" }));
    expect(await within(organization).findByText(/are deleted after 30 days;/)).toBeTruthy();
  });
});
