import "./revealed-api-key.css";
import { Button, Callout } from "@blueprintjs/core";
import { Key, WarningSign } from "@blueprintjs/icons";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CopyTextButton } from "./copy-text-button.tsx";

/** A key just created: its id and its full value, kept only while it is shown. */
export interface RevealedKey {
  readonly id: string;
  readonly value: string;
}

/**
 * The key just created, in full, this once: with a copy button (which gets the focus, as copying is what comes
 * next) and the warning that it will not be shown again. Serves the person's own keys and the keys an admin makes
 * for a department user (`title` then says whose it is).
 */
export function RevealedApiKeyCallout({
  revealed,
  onDismiss,
  title,
}: {
  readonly revealed: RevealedKey;
  readonly onDismiss: () => void;
  /** Defaults to "Your new API key". */
  readonly title?: string;
}) {
  const { t } = useTranslation();
  const copyButton = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new key moves the focus once
  useEffect(() => {
    copyButton.current?.focus();
  }, [revealed.id]);
  return (
    <Callout
      intent="success"
      icon={<Key />}
      title={title ?? t("apiKeys.revealedTitle")}
      className="app-revealed-api-key"
    >
      <div className="app-revealed-api-key-secret">
        <code data-testid="new-api-key-value">{revealed.value}</code>
        <CopyTextButton
          intent="primary"
          textToCopy={revealed.value}
          text={t("apiKeys.copyKey")}
          buttonRef={copyButton}
        />
      </div>
      <p className="app-revealed-api-key-warning">
        <WarningSign />
        <span>{t("apiKeys.revealedWarning")}</span>
      </p>
      <Button variant="outlined" onClick={onDismiss}>
        {t("apiKeys.hideKey")}
      </Button>
    </Callout>
  );
}
