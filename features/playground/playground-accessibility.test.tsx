// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { lastAnswered, openPlaygroundPage, promptBox } from "./playground-page.test-helper.tsx";

const PNG_BYTES = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

/** WCAG 2.1 A and AA rules that a DOM without layout can judge: colours are measured in the browser suite. */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    rules: { "color-contrast": { enabled: false } },
    resultTypes: ["violations"],
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

describe("the playground's new panels", () => {
  it("break no WCAG rule: tools, a tool call to answer, structured output, images, every model's capabilities", async () => {
    const { user } = await openPlaygroundPage();
    expect(await violations()).toEqual([]);
    await user.click(within(screen.getByTestId("tools-panel")).getAllByRole("button")[0] as HTMLElement);
    await user.click(
      within(screen.getByTestId("tool-template-menu")).getByRole("button", { name: "Weather" }),
    );
    await user.click(screen.getByRole("button", { name: "Add empty" }));
    await user.click(screen.getByTestId("structured-output-switch"));
    await user.click(screen.getByRole("button", { name: "What each model can do" }));
    await user.type(promptBox(), "What is the weather in Paris?");
    await user.click(screen.getByRole("button", { name: "Remove tool 2" }));
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Remove tool 2" }));
    await user.upload(
      screen.getByTestId("attach-image-input"),
      new File([PNG_BYTES], "one-pixel.png", { type: "image/png" }),
    );
    await waitFor(() => expect(screen.queryAllByTestId("attached-image")).toHaveLength(1));
    await user.click(screen.getByTestId("playground-send"));
    await lastAnswered();
    expect(screen.getByTestId("tool-call")).toBeTruthy();
    expect(await violations()).toEqual([]);
  }, 20_000);
});
