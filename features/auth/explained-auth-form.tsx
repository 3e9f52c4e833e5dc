import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";

/** An auth form under its own heading and a line saying what it is for; submitting calls `onSubmit` only. */
export function ExplainedAuthForm({
  name,
  title,
  explanation,
  onSubmit,
  children,
}: {
  /** Names the heading's id, `<name>-title`, which labels the form. */
  readonly name: string;
  readonly title: string;
  readonly explanation: string;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  return (
    <form
      className="app-auth-form"
      noValidate
      aria-labelledby={`${name}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={`${name}-title`} className={`${Classes.HEADING} app-auth-form-title`}>
        {title}
      </h2>
      <p className={Classes.TEXT_MUTED}>{explanation}</p>
      {children}
    </form>
  );
}
