// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openPlaygroundPage, promptBox, replies } from "./playground-page.test-helper.tsx";

const toolsButton = () => within(screen.getByTestId("tools-panel")).getAllByRole("button")[0] as HTMLElement;
const drafts = () => screen.queryAllByTestId("tool-draft");
const editor = (number: number) => screen.getByLabelText<HTMLTextAreaElement>(`Tool ${number} (JSON)`);

async function openTools() {
  const page = await openPlaygroundPage();
  await page.user.click(toolsButton());
  expect(toolsButton().getAttribute("aria-expanded")).toBe("true");
  return page;
}

describe("the tools panel", () => {
  it("adds a tool from a template, by keyboard, focuses it and counts it", async () => {
    const { user } = await openTools();
    const templates = screen.getByRole("group", { name: "Add from template" });
    expect(
      within(templates)
        .getAllByRole("button")
        .map((button) => [button.textContent, button.title]),
    ).toEqual([
      ["Weather", "get_weather"],
      ["Calculator", "calculate"],
      ["Web search", "search_web"],
      ["Current time", "get_current_time"],
    ]);
    within(templates).getByRole("button", { name: "Weather" }).focus();
    await user.keyboard("{Enter}");
    expect(drafts()).toHaveLength(1);
    expect(editor(1).value).toContain('"name": "get_weather"');
    await waitFor(() => expect(document.activeElement).toBe(editor(1)));
    expect(drafts()[0]?.textContent).toContain("Offers the function get_weather.");
    expect(toolsButton().textContent).toContain("Tools defined: 1");
  });

  it("says what is wrong with a tool as it is written, and refuses to send it, naming the problem", async () => {
    const { app, user } = await openTools();
    await user.click(screen.getByRole("button", { name: "Add empty" }));
    expect(drafts()[0]?.textContent).toContain("The function has no name.");
    expect(editor(1).getAttribute("aria-invalid")).toBe("true");
    await user.clear(editor(1));
    await user.paste("{ not json");
    expect(drafts()[0]?.dataset.valid).toBe("false");
    expect(drafts()[0]?.textContent).toContain("This is not valid JSON.");

    await user.type(promptBox(), "What is the weather in Paris?{Enter}");
    expect(app.toasts()).toContain("Tool 1 cannot be sent. This is not valid JSON.");
    expect(replies()).toEqual([]);
  });

  it("flags a second tool of a name already taken", async () => {
    const { user } = await openTools();
    for (const _ of [1, 2]) {
      await user.click(
        within(screen.getByTestId("tool-template-menu")).getByRole("button", { name: "Weather" }),
      );
    }
    expect(drafts().map((draft) => draft.dataset.valid)).toEqual(["true", "false"]);
    expect(drafts()[1]?.textContent).toContain("Another tool already has this name.");
  });

  it("removes a tool, and puts it back on Undo", async () => {
    const { user } = await openTools();
    await user.click(screen.getByRole("button", { name: "Add empty" }));
    await user.clear(editor(1));
    await user.paste('{"name": "lookup_order"}');
    await user.click(screen.getByRole("button", { name: "Remove tool 1" }));
    expect(drafts()).toEqual([]);
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(document.activeElement).toBe(undo);
    await user.keyboard("{Enter}");
    expect(editor(1).value).toBe('{"name": "lookup_order"}');
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });
});
