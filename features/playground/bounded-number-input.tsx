import { InputGroup } from "@blueprintjs/core";
import { type KeyboardEvent, useEffect, useState } from "react";
import {
  clampedToBounds,
  type NumberBounds,
  steppedValue,
  typedNumber,
  typedNumberInBounds,
} from "./number-stepping.ts";

interface BoundedNumberInputProps extends NumberBounds {
  readonly id: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
}

/** What may be typed into the field: the characters of a number. */
const NUMBER_CHARACTERS = /[^0-9.eE+-]/g;

/**
 * A number typed or stepped within its bounds. What is typed is kept as typed ("1." on the way to "1.5"); only a
 * number inside the bounds is passed on, and leaving the field brings it back inside them. The arrow keys step it
 * (Shift for bigger steps). A plain field rather than Blueprint's NumericInput, which formats its value through
 * locale-aware number formatting a dozen times a character at every render: the playground's first render spent
 * more time there than in anything else of its own.
 */
export function BoundedNumberInput({ id, value, min, max, step, onChange }: BoundedNumberInputProps) {
  const bounds = { min, max, step };
  const [text, setText] = useState(String(value));
  // A change from elsewhere (the slider, "reset to defaults") replaces what was typed.
  useEffect(() => setText(String(value)), [value]);

  const show = (next: number) => {
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const stepWithArrows = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === "ArrowUp" ? 1 : event.key === "ArrowDown" ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    show(steppedValue(typedNumber(text) ?? value, direction, event.shiftKey, bounds));
  };
  const bringInsideBounds = () => {
    const typed = typedNumber(text);
    if (typed === null) setText(String(value));
    else show(clampedToBounds(typed, bounds));
  };

  return (
    <InputGroup
      id={id}
      className="playground-number-input"
      size="small"
      role="spinbutton"
      inputMode="decimal"
      autoComplete="off"
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={Number.isFinite(max) ? max : undefined}
      value={text}
      onValueChange={(typed) => {
        const cleaned = typed.replace(NUMBER_CHARACTERS, "");
        setText(cleaned);
        const number = typedNumberInBounds(cleaned, bounds);
        if (number !== null && number !== value) onChange(number);
      }}
      onKeyDown={stepWithArrows}
      onBlur={bringInsideBounds}
    />
  );
}
