// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInContainer } from "../../../ui/testing/render-in-container.tsx";
import { PiiEntityChoice } from "./pii-entity-choice.tsx";

/** The text the checkbox's aria-describedby points to, as a screen reader announces it after the name. */
const descriptionOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent ?? null;

const choice = (quality: { recall: number; precision: number } | null, onChange = vi.fn()) => (
  <PiiEntityChoice label="IBAN" quality={quality} checked={false} disabled={false} onChange={onChange} />
);

describe("a kind of personal data in the PII list", () => {
  it("is named by its kind and described by its measured recall and precision", async () => {
    await renderInContainer(choice({ recall: 0.9912, precision: 0.9567 }));
    const box = screen.getByRole("checkbox", { name: "IBAN" });
    expect(descriptionOf(box)).toBe("Recall 99.1% · precision 95.7%");
  });

  it("shows no figures for a kind the bench did not measure", async () => {
    await renderInContainer(choice(null));
    expect(descriptionOf(screen.getByRole("checkbox", { name: "IBAN" }))).toBeNull();
    expect(screen.queryByText(/Recall/)).toBeNull();
  });

  it("is chosen by ticking its box", async () => {
    const onChange = vi.fn();
    await renderInContainer(choice({ recall: 1, precision: 1 }, onChange));
    await userEvent.click(screen.getByRole("checkbox", { name: "IBAN" }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
