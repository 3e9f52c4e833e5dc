import { Button, Callout, Classes } from "@blueprintjs/core";
import { Shield } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { ShownAuditHead } from "../../../core/audit/audit-log-gateway.port.ts";
import type { VerificationState } from "./activity.state.ts";
import { verificationText } from "./activity-texts.ts";

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
  return (
    <Callout
      intent={report.intact ? "success" : "danger"}
      compact
      role={report.intact ? "status" : "alert"}
      data-testid="activity-verification"
      data-intact={String(report.intact)}
    >
      {verificationText(t, i18n.language, report)}
    </Callout>
  );
}
