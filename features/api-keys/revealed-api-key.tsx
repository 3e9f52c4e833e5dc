import { Button, Callout } from "@blueprintjs/core";
import { Key, WarningSign } from "@blueprintjs/icons";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CopyTextButton } from "../../ui/components/copy-text-button.tsx";
import type { RevealedApiKey } from "./api-keys.state.ts";

/**
 * The key just created, in full, this once: with a copy button (which gets the focus, as copying is what comes
 * next) and the warning that it will not be shown again.
 */
export function RevealedApiKeyCallout({
  revealed,
  onDismiss,
}: {
  readonly revealed: RevealedApiKey;
  readonly onDismiss: () => void;
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
      title={t("apiKeys.revealedTitle")}
      className="app-api-keys-revealed"
    >
      <div className="app-api-keys-secret">
        <code data-testid="new-api-key-value">{revealed.value}</code>
        <CopyTextButton
          intent="primary"
          textToCopy={revealed.value}
          text={t("apiKeys.copyKey")}
          buttonRef={copyButton}
        />
      </div>
      <p className="app-api-keys-warning">
        <WarningSign />
        <span>{t("apiKeys.revealedWarning")}</span>
      </p>
      <Button variant="outlined" onClick={onDismiss}>
        {t("apiKeys.hideKey")}
      </Button>
    </Callout>
  );
}
