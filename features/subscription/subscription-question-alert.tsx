import { Alert, type Intent } from "@blueprintjs/core";
import { type ReactElement, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SubscriptionCall, SubscriptionDialog, SubscriptionState } from "./subscription.state.ts";
import { questionText } from "./tier-texts.ts";

type Question = Extract<SubscriptionDialog, { kind: "free" | "cancel" }>;

/**
 * Asks the subscription dialog's question of `kind` before acting on it; busy while `busyWith` runs. The confirm
 * button's words may depend on the question.
 */
export function SubscriptionQuestionAlert<Kind extends Question["kind"]>({
  state,
  kind,
  busyWith,
  intent,
  icon,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
}: {
  readonly state: SubscriptionState;
  readonly kind: Kind;
  readonly busyWith: SubscriptionCall;
  readonly intent: Intent;
  readonly icon: ReactElement;
  readonly confirmText: (question: Extract<Question, { kind: Kind }> | null) => string;
  readonly cancelText: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const open = state.dialog?.kind === kind ? (state.dialog as Extract<Question, { kind: Kind }>) : null;
  // Still worded while the alert fades out after the question was answered.
  const asked = useRef(open);
  if (open) asked.current = open;
  const question = asked.current;
  return (
    <Alert
      isOpen={open !== null}
      intent={intent}
      icon={icon}
      confirmButtonText={confirmText(question)}
      cancelButtonText={cancelText}
      loading={state.call === busyWith}
      canEscapeKeyCancel={state.call === null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p data-testid="subscription-question">{question ? questionText(t, question) : ""}</p>
    </Alert>
  );
}
