import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";

/**
 * Under a field, as `<id>-help` (which the field names in aria-describedby): its broken rules in an alert, and its
 * help, which gives way to them unless `helpStays`.
 */
export function FieldHelp({
  id,
  messages,
  help,
  helpStays = false,
}: {
  readonly id: string;
  readonly messages: readonly string[];
  readonly help: ReactNode;
  readonly helpStays?: boolean;
}) {
  const broken = messages.length > 0;
  return (
    <div id={`${id}-help`} className={`${Classes.FORM_HELPER_TEXT} app-labelled-field-help`}>
      {helpStays || !broken ? help : null}
      {broken ? (
        <div className="app-labelled-field-errors" role="alert">
          {messages.map((message) => (
            <span key={message} data-testid="field-error">
              {message}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
