import { Button, Callout, Classes } from "@blueprintjs/core";
import { Shield } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { ShownAuditHead } from "../../../core/audit/audit-log-gateway.port.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import type { VerificationState } from "./activity.state.ts";
import { breakReasonText } from "./activity-texts.ts";

/** The chain's head (how many entries, the last one's hash), the Verify button and its answer. */
export function ActivityVerification({
  head,
  verification,
  onVerify,
}: {
  head: ShownAuditHead | null;
  verification: VerificationState;
  onVerify: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="organization-activity-verification"
      aria-label={t("organization.activity.verify.label")}
    >
      <p className="organization-activity-head" data-testid="activity-head">
        {head ? (
          <>
            {t("organization.activity.head", { count: head.count })}{" "}
            <code className={Classes.MONOSPACE_TEXT} data-testid="activity-head-hash">
              {head.hash}
            </code>
          </>
        ) : null}
      </p>
      <Button
        icon={<Shield />}
        onClick={onVerify}
        loading={verification.status === "verifying"}
        data-testid="activity-verify"
      >
        {t("organization.activity.verify.button")}
      </Button>
      <VerificationAnswer verification={verification} />
    </section>
  );
}

function VerificationAnswer({ verification }: { verification: VerificationState }) {
  const { t, i18n } = useTranslation();
  if (verification.status !== "done") return null;
  const { report } = verification;
  if (report.intact) {
    const text = report.since
      ? t("organization.activity.verify.intact", {
          since: t("organization.overview.activities.at", {
            ...dateAndTime(new Date(report.since), i18n.language),
          }),
          count: report.count,
        })
      : t("organization.activity.verify.intactEmpty");
    return (
      <Callout intent="success" compact role="status" data-testid="activity-verification" data-intact="true">
        {text}
      </Callout>
    );
  }
  return (
    <Callout intent="danger" compact role="alert" data-testid="activity-verification" data-intact="false">
      {t("organization.activity.verify.broken", {
        sequence: report.firstBroken.sequence,
        reason: breakReasonText(t, report.firstBroken.reason),
      })}
    </Callout>
  );
}
