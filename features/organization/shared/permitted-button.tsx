import "./organization-shared.css";
import { Button, type ButtonProps, Tooltip } from "@blueprintjs/core";
import type { Permission } from "../../../core/organization/acting-role.ts";
import { usePermissionReason } from "./use-permission-reason.ts";

interface PermittedButtonProps extends ButtonProps {
  readonly permission: Permission;
}

/**
 * A button for an action the person's role may not allow: disabled then, with the reason (the least role that
 * may) in a tooltip and in its accessible description. The gateway refuses the action anyway (403).
 */
export function PermittedButton({ permission, disabled, ...props }: PermittedButtonProps) {
  const reason = usePermissionReason(permission);
  const button = (
    <Button {...props} disabled={disabled || !permission.allowed} aria-description={reason ?? undefined} />
  );
  return reason ? (
    <Tooltip content={reason} placement="top">
      {/* A disabled button gets no pointer events: the span carries the hover. */}
      <span className="app-permitted-button" data-testid="permission-reason" title={reason}>
        {button}
      </span>
    </Tooltip>
  ) : (
    button
  );
}
