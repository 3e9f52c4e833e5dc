import { Disable } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { SubscriptionState } from "./subscription.state.ts";
import { SubscriptionQuestionAlert } from "./subscription-question-alert.tsx";

/**
 * Asks before a cancellation, saying which kind: at the end of the period (and the day it ends), or now. Busy while
 * the cancellation runs.
 */
export function CancelSubscriptionAlert(props: {
  readonly state: SubscriptionState;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SubscriptionQuestionAlert
      {...props}
      kind="cancel"
      busyWith="cancelling"
      intent="danger"
      icon={<Disable />}
      confirmText={(question) =>
        question?.mode === "period-end" ? t("subscription.cancelAtPeriodEnd") : t("subscription.cancelNow")
      }
      cancelText={t("subscription.keepSubscription")}
    />
  );
}
