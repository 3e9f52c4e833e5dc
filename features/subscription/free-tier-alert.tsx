import { Confirm } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { SubscriptionState } from "./subscription.state.ts";
import { SubscriptionQuestionAlert } from "./subscription-question-alert.tsx";

/** Asks before subscribing to a free tier, which needs no card; busy while the subscription is made. */
export function FreeTierAlert(props: {
  readonly state: SubscriptionState;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SubscriptionQuestionAlert
      {...props}
      kind="free"
      busyWith="subscribing"
      intent="primary"
      icon={<Confirm />}
      confirmText={() => t("subscription.subscribe")}
      cancelText={t("common.cancel")}
    />
  );
}
