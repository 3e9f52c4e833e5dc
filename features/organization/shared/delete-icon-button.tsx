import type { ButtonProps } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import type { Permission } from "../../../core/organization/acting-role.ts";
import { PermittedButton } from "./permitted-button.tsx";

const ALLOWED: Permission = { allowed: true, requiredRole: null };

interface DeleteIconButtonProps extends Omit<ButtonProps, "icon" | "intent" | "variant" | "title"> {
  /** What the button deletes, in words: its accessible name and its tooltip ("Delete policy.pdf"). */
  readonly label: string;
  /** When the role may not delete, the button is disabled with the reason instead of the label. */
  readonly permission?: Permission;
  readonly "data-testid"?: string;
}

/** A list row's trash button: minimal and red, named after what it deletes. */
export function DeleteIconButton({ label, permission = ALLOWED, ...props }: DeleteIconButtonProps) {
  return (
    <PermittedButton
      {...props}
      permission={permission}
      variant="minimal"
      intent="danger"
      icon={<Trash />}
      aria-label={label}
      title={permission.allowed ? label : undefined}
    />
  );
}
