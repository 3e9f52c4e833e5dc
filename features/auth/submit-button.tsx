import { Button } from "@blueprintjs/core";
import { ArrowRight } from "@blueprintjs/icons";
import type { ReactNode } from "react";

/** The main action of an auth form: full width, busy while the request runs. */
export function SubmitButton({
  loading,
  onward = false,
  children,
}: {
  readonly loading: boolean;
  /** Shows an arrow: the action moves the person on (signs them in). */
  readonly onward?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      intent="primary"
      size="large"
      fill
      loading={loading}
      {...(onward ? { endIcon: <ArrowRight /> } : {})}
    >
      {children}
    </Button>
  );
}
