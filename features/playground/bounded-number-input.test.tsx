// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { BoundedNumberInput } from "./bounded-number-input.tsx";

function Temperature({ passedOn }: { passedOn: number[] }) {
  const [value, setValue] = useState(0.7);
  return (
    <>
      <label htmlFor="temperature">Temperature</label>
      <BoundedNumberInput
        id="temperature"
        value={value}
        min={0}
        max={2}
        step={0.1}
        onChange={(next) => {
          passedOn.push(next);
          setValue(next);
        }}
      />
    </>
  );
}

function field() {
  return screen.getByRole<HTMLInputElement>("spinbutton", { name: "Temperature" });
}

describe("a bounded number field", () => {
  it("steps with the arrow keys, ten steps with Shift, and stops at its bounds", async () => {
    const user = userEvent.setup();
    const passedOn: number[] = [];
    render(<Temperature passedOn={passedOn} />);
    await user.click(field());
    await user.keyboard("{ArrowUp}");
    expect(field().value).toBe("0.8");
    await user.keyboard("{Shift>}{ArrowUp}{/Shift}");
    expect(field().value).toBe("1.8");
    await user.keyboard("{Shift>}{ArrowUp}{/Shift}");
    expect(field().value).toBe("2");
    expect(field().getAttribute("aria-valuenow")).toBe("2");
    expect(passedOn).toEqual([0.8, 1.8, 2]);
  });

  it("keeps what is typed, passes on only numbers inside the bounds, and brings the rest back on leaving", async () => {
    const user = userEvent.setup();
    const passedOn: number[] = [];
    render(<Temperature passedOn={passedOn} />);
    await user.clear(field());
    await user.type(field(), "1.x");
    expect(field().value).toBe("1.");
    await user.type(field(), "5");
    expect(passedOn).toEqual([1, 1.5]);
    await user.clear(field());
    await user.type(field(), "7");
    await user.tab();
    expect(field().value).toBe("2");
    expect(passedOn.at(-1)).toBe(2);
  });
});
