import { Intent, Position, type ToasterPosition } from "@blueprintjs/core";
import { ErrorIcon, InfoSignIcon, TickCircleIcon, WarningSignIcon } from "@blueprintjs/icons";
import type { ReactElement } from "react";
import type { ToastIntent, ToastPosition } from "../../core/notifier/notifier.port.ts";

export const BLUEPRINT_INTENTS: Readonly<Record<ToastIntent, Intent>> = {
  positive: Intent.SUCCESS,
  negative: Intent.DANGER,
  warning: Intent.WARNING,
  info: Intent.PRIMARY,
};

export const BLUEPRINT_POSITIONS: Readonly<Record<ToastPosition, ToasterPosition>> = {
  top: Position.TOP,
  "top-left": Position.TOP_LEFT,
  "top-right": Position.TOP_RIGHT,
  bottom: Position.BOTTOM,
  "bottom-left": Position.BOTTOM_LEFT,
  "bottom-right": Position.BOTTOM_RIGHT,
};

// Icon components, never icon names: a name makes Blueprint fetch its whole icon set at run time.
export function intentIcon(intent: ToastIntent): ReactElement {
  switch (intent) {
    case "positive":
      return <TickCircleIcon />;
    case "negative":
      return <ErrorIcon />;
    case "warning":
      return <WarningSignIcon />;
    case "info":
      return <InfoSignIcon />;
  }
}
