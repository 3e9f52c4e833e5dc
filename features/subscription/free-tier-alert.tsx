import { Alert } from "@blueprintjs/core";
import { Confirm } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SubscriptionState } from "./subscription.state.ts";
import { questionText } from "./tier-texts.ts";

/** Asks before subscribing to a free tier, which needs no card; busy while the subscription is made. */
export function FreeTierAlert({
  state,
  onConfirm,
  onCancel,
}: {
  readonly state: SubscriptionState;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const open = state.dialog?.kind === "free" ? state.dialog : null;
  // Still named while the alert fades out after the question was answered.
  const asked = useRef(open);
  if (open) asked.current = open;
  return (
    <Alert
      isOpen={open !== null}
      intent="primary"
      icon={<Confirm />}
      confirmButtonText={t("subscription.subscribe")}
      cancelButtonText={t("common.cancel")}
      loading={state.call === "subscribing"}
      canEscapeKeyCancel={state.call === null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p data-testid="subscription-question">{asked.current ? questionText(t, asked.current) : ""}</p>
    </Alert>
  );
}
