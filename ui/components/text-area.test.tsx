// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextArea } from "./text-area.tsx";

function Controlled() {
  const [text, setText] = useState("");
  return (
    <TextArea aria-label="Prompt" value={text} onChange={(event) => setText(event.currentTarget.value)} />
  );
}

describe("the text area", () => {
  afterEach(() => vi.restoreAllMocks());

  it("never measures itself, neither when it appears nor as the person types", async () => {
    const measured = vi.spyOn(HTMLElement.prototype, "scrollHeight", "get");
    render(<Controlled />);
    await userEvent.setup().type(screen.getByLabelText("Prompt"), "Hello");
    expect(screen.getByLabelText<HTMLTextAreaElement>("Prompt").value).toBe("Hello");
    expect(measured).not.toHaveBeenCalled();
  });

  it("looks like Blueprint's, filling its container and showing its intent, and hands over its element", () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea aria-label="Notes" className="notes" fill intent="danger" inputRef={ref} rows={4} />);
    const field = screen.getByLabelText<HTMLTextAreaElement>("Notes");
    expect([...field.classList]).toEqual([
      "bp6-input",
      "bp6-text-area",
      "bp6-fill",
      "bp6-intent-danger",
      "notes",
    ]);
    expect(field.rows).toBe(4);
    expect(ref.current).toBe(field);
  });
});
