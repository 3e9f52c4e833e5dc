import { NumericInput } from "@blueprintjs/core";
import { useEffect, useState } from "react";

interface BoundedNumberInputProps {
  readonly id: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly onChange: (value: number) => void;
}

/**
 * A number typed or stepped within its bounds. What is typed is kept as typed ("1." on the way to "1.5"); only a
 * number inside the bounds is passed on, and leaving the field brings it back inside them.
 */
export function BoundedNumberInput({ id, value, min, max, step, onChange }: BoundedNumberInputProps) {
  const [text, setText] = useState(String(value));
  // A change from elsewhere (the slider, "reset to defaults") replaces what was typed.
  useEffect(() => setText(String(value)), [value]);
  return (
    <NumericInput
      id={id}
      className="playground-number-input"
      size="small"
      // Blueprint's stepper buttons point aria-controls at an id the input no longer has once it takes ours (the
      // label's), and are named in English only; the arrow keys step the field, and the slider beside it.
      buttonPosition="none"
      value={text}
      min={min}
      max={Number.isFinite(max) ? max : undefined}
      stepSize={step}
      minorStepSize={step < 1 ? step : null}
      majorStepSize={step < 1 ? step * 10 : step * 100}
      clampValueOnBlur
      onValueChange={(number, typed) => {
        setText(typed);
        if (Number.isFinite(number) && typed.trim() !== "" && number >= min && number <= max)
          onChange(number);
      }}
      onBlur={() => setText(String(value))}
    />
  );
}
