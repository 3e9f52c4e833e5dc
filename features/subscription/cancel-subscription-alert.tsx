import { Alert } from "@blueprintjs/core";
import { Disable } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SubscriptionDialog, SubscriptionState } from "./subscription.state.ts";
import { questionText } from "./tier-texts.ts";

type CancelQuestion = Extract<SubscriptionDialog, { kind: "cancel" }>;

/**
 * Asks before a cancellation, saying which kind: at the end of the period (and the day it ends), or now. Busy while
 * the cancellation runs.
 */
export function CancelSubscriptionAlert({
  state,
  onConfirm,
  onCancel,
}: {
  readonly state: SubscriptionState;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const open = state.dialog?.kind === "cancel" ? state.dialog : null;
  // Still worded while the alert fades out after the question was answered.
  const asked = useRef<CancelQuestion | null>(open);
  if (open) asked.current = open;
  const question = asked.current;
  const atPeriodEnd = question?.mode === "period-end";
  return (
    <Alert
      isOpen={open !== null}
      intent="danger"
      icon={<Disable />}
      confirmButtonText={atPeriodEnd ? t("subscription.cancelAtPeriodEnd") : t("subscription.cancelNow")}
      cancelButtonText={t("subscription.keepSubscription")}
      loading={state.call === "cancelling"}
      canEscapeKeyCancel={state.call === null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p data-testid="subscription-question">{question ? questionText(t, question) : ""}</p>
    </Alert>
  );
}
