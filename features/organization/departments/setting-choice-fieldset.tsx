import { RadioGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { SettingsFieldset } from "./settings-fieldset.tsx";

/**
 * A setting chosen with radios (`choices`), under its legend and hint; `name` names the group and its test id.
 * What follows the radios (the choice's details, where the setting comes from) is given as children.
 */
export function SettingChoiceFieldset({
  name,
  legend,
  hint,
  inline,
  value,
  disabled,
  onChange,
  choices,
  children,
}: {
  readonly name: string;
  readonly legend: string;
  readonly hint: string;
  readonly inline?: boolean;
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  readonly choices: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <SettingsFieldset legend={legend} hint={hint} data-testid={name}>
      <RadioGroup
        name={name}
        aria-label={legend}
        inline={inline}
        selectedValue={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {choices}
      </RadioGroup>
      {children}
    </SettingsFieldset>
  );
}
