import { Classes, FormGroup, Slider } from "@blueprintjs/core";
import { useAfterFirstPaint } from "../../ui/hooks/use-after-first-paint.ts";
import { BoundedNumberInput } from "./bounded-number-input.tsx";

interface SettingSliderProps {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly bounds: { readonly min: number; readonly max: number; readonly step: number };
  readonly onChange: (value: number) => void;
}

/**
 * A bounded setting as a slider, with a number box beside it for the exact value. Blueprint's slider measures its
 * track when it mounts, which laid the whole playground out inside its first render (most of that long task in a
 * Lighthouse trace): the slider comes one frame later, into a box of its own size, so nothing moves.
 */
export function SettingSlider({ id, label, value, bounds, onChange }: SettingSliderProps) {
  const painted = useAfterFirstPaint();
  return (
    <FormGroup className="playground-setting" label={label} labelFor={id}>
      <div className="playground-setting-row">
        {painted ? (
          <Slider
            className="playground-slider"
            value={value}
            min={bounds.min}
            max={bounds.max}
            stepSize={bounds.step}
            labelRenderer={false}
            handleHtmlProps={{ "aria-label": label }}
            onChange={onChange}
          />
        ) : (
          // The box an unlabelled Blueprint slider takes, so the slider lands in it without moving anything.
          <div className={`${Classes.SLIDER} ${Classes.SLIDER}-unlabeled playground-slider`} />
        )}
        <BoundedNumberInput id={id} value={value} {...bounds} onChange={onChange} />
      </div>
    </FormGroup>
  );
}
