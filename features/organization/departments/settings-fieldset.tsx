import type { ReactNode } from "react";

interface SettingsFieldsetProps {
  readonly legend: string;
  /** What the group of settings does, under its legend. */
  readonly hint: string;
  readonly className?: string;
  readonly "data-testid"?: string;
  readonly children: ReactNode;
}

/** One group of a department's settings (PII handling, data residency, frameworks): a legend, a hint, the controls. */
export function SettingsFieldset({ legend, hint, className, children, ...rest }: SettingsFieldsetProps) {
  return (
    <fieldset
      className={className ? `app-departments-fieldset ${className}` : "app-departments-fieldset"}
      {...rest}
    >
      <legend className="app-departments-legend">{legend}</legend>
      <p className="app-departments-hint">{hint}</p>
      {children}
    </fieldset>
  );
}
