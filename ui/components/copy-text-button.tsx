import { Button, type ButtonProps } from "@blueprintjs/core";
import { Duplicate } from "@blueprintjs/icons";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { useService } from "../hooks/use-service.ts";

type CopyTextButtonProps = Omit<ButtonProps, "onClick" | "icon"> & {
  /** What goes to the clipboard. */
  readonly textToCopy: string;
  readonly buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * Copies a text to the clipboard and says whether it worked in an interface toast. The clipboard is missing
 * outside secure contexts and may be refused: that is reported, never thrown.
 */
export function CopyTextButton({ textToCopy, buttonRef, ...button }: CopyTextButtonProps) {
  const { t } = useTranslation();
  const notifier = useService(Notifier);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(textToCopy);
      notifier.notifyInterface({ message: t("common.copied"), intent: "positive", html: false });
    } catch {
      notifier.notifyInterface({ message: t("common.copyFailed"), intent: "negative", html: false });
    }
  };
  return <Button ref={buttonRef} icon={<Duplicate />} onClick={() => void copy()} {...button} />;
}
