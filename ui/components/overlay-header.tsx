import { Button, Classes, H2, H4 } from "@blueprintjs/core";
import { SmallCross } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface OverlayHeaderProps {
  /** A dialog's header or a drawer's: Blueprint styles and sizes them apart. */
  readonly kind: "dialog" | "drawer";
  readonly titleId: string;
  readonly title: ReactNode;
  readonly icon?: ReactNode;
  /** Without it, no close button (while the overlay may not be closed, e.g. a payment being sent). */
  readonly onClose?: (event: React.MouseEvent<HTMLElement>) => void;
}

/**
 * A dialog's or drawer's title bar as Blueprint draws it, but with its close button's name translated: Blueprint's
 * own header names that button "Close" in English whatever the interface language.
 */
export function OverlayHeader({ kind, titleId, title, icon, onClose }: OverlayHeaderProps) {
  const { t } = useTranslation();
  const Title = kind === "dialog" ? H2 : H4;
  return (
    <div className={kind === "dialog" ? Classes.DIALOG_HEADER : Classes.DRAWER_HEADER}>
      {icon}
      <Title id={titleId}>{title}</Title>
      {onClose ? (
        <Button
          variant="minimal"
          className={Classes.DIALOG_CLOSE_BUTTON}
          icon={<SmallCross size={kind === "dialog" ? 16 : 20} />}
          aria-label={t("common.close")}
          onClick={onClose}
        />
      ) : null}
    </div>
  );
}
