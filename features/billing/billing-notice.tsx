import { Button, NonIdealState } from "@blueprintjs/core";
import { Error as ErrorIcon, Refresh } from "@blueprintjs/icons";
import type { JSX, ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** What a section shows in place of its content: loading, nothing yet, or failed (with the server's words). */
export function BillingNotice({
  kind,
  icon,
  title,
  description,
  action,
}: {
  readonly kind: "loading" | "empty" | "failed";
  readonly icon: JSX.Element;
  readonly title: string;
  readonly description?: ReactNode;
  readonly action?: JSX.Element;
}) {
  return (
    <div className="billing-notice" data-testid="billing-notice" data-notice={kind}>
      <NonIdealState icon={icon} title={title} description={description} action={action} />
    </div>
  );
}

/** A section's failure: the server's messages as text when it gave some, a general sentence otherwise. */
export function BillingFailure({
  title,
  failure,
  onRetry,
}: {
  readonly title: string;
  readonly failure: readonly string[];
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BillingNotice
      kind="failed"
      icon={<ErrorIcon size={32} />}
      title={title}
      description={
        failure.length > 0
          ? failure.map((message) => <p key={message}>{message}</p>)
          : t("billing.failedDescription")
      }
      action={
        <Button icon={<Refresh />} onClick={onRetry}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}
