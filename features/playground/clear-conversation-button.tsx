import { Button } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ClearConversationAlert } from "./later-parts.tsx";

/** Clears the conversation after the person confirms it: there is no way back. */
export function ClearConversationButton({
  disabled,
  onConfirm,
}: {
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // Mounted once first asked, then kept, so it closes with its transition like any dialog.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant="minimal"
        size="small"
        icon={<Trash />}
        text={t("playground.conversation.clear")}
        disabled={disabled}
        onClick={() => {
          setAsked(true);
          setAsking(true);
        }}
      />
      {asked ? (
        <Suspense fallback={null}>
          <ClearConversationAlert
            isOpen={asking}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              onConfirm();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
