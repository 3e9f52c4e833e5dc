// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { of } from "rxjs";
import { describe, expect, it } from "vitest";
import type { ChatStreamEvent } from "../../core/chat-completions/completion-result.ts";
import { RESPONSE_SCHEMA_TEMPLATE } from "../../core/structured-output/response-schema.ts";
import { lastAnswered, openPlaygroundPage, promptBox, replies } from "./playground-page.test-helper.tsx";

async function switchOn(user: Awaited<ReturnType<typeof openPlaygroundPage>>["user"]) {
  await user.click(screen.getByTestId("structured-output-switch"));
}

const editor = () => screen.getByTestId<HTMLTextAreaElement>("response-schema-editor");

describe("the structured-output switch", () => {
  it("offers the template schema, and the reply shows it follows the schema", async () => {
    const { user } = await openPlaygroundPage();
    expect(screen.queryByTestId("response-schema-editor")).toBeNull();
    await switchOn(user);
    expect(screen.getByLabelText<HTMLInputElement>("Schema name").value).toBe("answer");
    expect(screen.getByLabelText("JSON schema of the answer")).toBe(editor());
    expect(editor().value).toBe(RESPONSE_SCHEMA_TEMPLATE);
    expect(screen.getByText("The schema can be sent.")).toBeTruthy();
    await user.type(promptBox(), "A weather report for Oslo{Enter}");
    const check = within(await lastAnswered()).getByTestId("schema-check");
    expect(check.dataset.result).toBe("valid");
    expect(check.textContent).toBe("Follows the schema");
  });

  it("says what is wrong with the schema, and sends nothing until it is right", async () => {
    const { app, user } = await openPlaygroundPage();
    await switchOn(user);
    await user.clear(editor());
    await user.paste('{"type": "array"}');
    expect(editor().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The schema's root must be of type object.")).toBeTruthy();
    await user.type(promptBox(), "Hi{Enter}");
    expect(app.toasts()).toContain(
      "The response schema cannot be sent. The schema's root must be of type object.",
    );
    expect(replies()).toEqual([]);
  });

  it("lists where a reply breaks the schema, and says when it is no JSON at all", async () => {
    const answers = ['{"city": 3, "temperature_c": 2, "conditions": "sunny", "wind": 1}', "Sunny in Oslo."];
    const { user } = await openPlaygroundPage({
      complete: () => Promise.reject(new Error("the playground streams")),
      stream: () => of<ChatStreamEvent>({ kind: "delta", text: answers.shift() ?? "" }),
    });
    await switchOn(user);
    await user.type(promptBox(), "Oslo{Enter}");
    const invalid = within(await lastAnswered()).getByTestId("schema-check");
    expect(invalid.dataset.result).toBe("invalid");
    expect(
      within(invalid)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["$.city should be of type string", "$.wind is a property the schema does not allow"]);
    await user.type(promptBox(), "Again{Enter}");
    const notJson = within(await lastAnswered(2)).getByTestId("schema-check");
    expect([notJson.dataset.result, notJson.textContent]).toEqual(["notJson", "Not JSON"]);
  });
});
