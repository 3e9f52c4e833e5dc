import { FormGroup, Slider } from "@blueprintjs/core";
import { BoundedNumberInput } from "./bounded-number-input.tsx";

interface SettingSliderProps {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly bounds: { readonly min: number; readonly max: number; readonly step: number };
  readonly onChange: (value: number) => void;
}

/** A bounded setting as a slider, with a number box beside it for the exact value. */
export function SettingSlider({ id, label, value, bounds, onChange }: SettingSliderProps) {
  return (
    <FormGroup className="playground-setting" label={label} labelFor={id}>
      <div className="playground-setting-row">
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
        <BoundedNumberInput id={id} value={value} {...bounds} onChange={onChange} />
      </div>
    </FormGroup>
  );
}
