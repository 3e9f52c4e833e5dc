import { Callout, Classes, H2, Section, SectionCard, Spinner, Tag } from "@blueprintjs/core";
import { Dashboard } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import type { AccountFigures as Figures } from "./billing-account.state.ts";
import type { BillingAccountViewModel } from "./billing-account.view-model.ts";
import { BillingFailure, BillingNotice } from "./billing-notice.tsx";

/** The account figures of SPEC §3: balance, usage, charges, paid tier, payment method and its setup error. */
export function AccountFigures({ viewModel }: { readonly viewModel: BillingAccountViewModel }) {
  const { t } = useTranslation();
  const { account } = useObservable(viewModel.state$, viewModel.current());
  return (
    <Section
      className="billing-section"
      title={t("billing.account.title")}
      titleRenderer={H2}
      icon={<Dashboard />}
      data-testid="account-figures"
      data-status={account.status}
    >
      <SectionCard>
        {account.status === "loading" ? (
          <BillingNotice kind="loading" icon={<Spinner size={32} />} title={t("common.loading")} />
        ) : account.status === "failed" ? (
          <BillingFailure
            title={t("billing.account.failedTitle")}
            failure={account.failure}
            onRetry={() => void viewModel.retry()}
          />
        ) : (
          <FigureList figures={account.value} />
        )}
      </SectionCard>
    </Section>
  );
}

function FigureList({ figures }: { readonly figures: Figures }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="billing-figures">
        <Figure name="currentBalance" label={t("billing.account.currentBalance")}>
          {figures.currentBalance}
        </Figure>
        <Figure name="totalUsage" label={t("billing.account.totalUsage")}>
          {figures.totalUsage}
        </Figure>
        <Figure name="totalCharges" label={t("billing.account.totalCharges")}>
          {figures.totalCharges}
        </Figure>
        <Figure name="premiumExpiry" label={t("billing.account.premiumExpiry")}>
          {figures.premiumExpiresOn ?? t("billing.account.noPaidTier")}
        </Figure>
        <Figure name="paymentMethod" label={t("billing.account.paymentMethod")}>
          <Tag minimal intent={figures.hasValidPaymentMethod ? "success" : "warning"}>
            {figures.hasValidPaymentMethod
              ? t("billing.account.validPaymentMethod")
              : t("billing.account.noValidPaymentMethod")}
          </Tag>
        </Figure>
      </dl>
      {figures.setupPaymentMethodError ? (
        <Callout
          intent="danger"
          compact
          className="billing-setup-error"
          title={t("billing.account.setupErrorTitle")}
        >
          <span data-testid="setup-payment-method-error">{figures.setupPaymentMethodError}</span>
        </Callout>
      ) : null}
    </>
  );
}

function Figure({
  name,
  label,
  children,
}: {
  readonly name: string;
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="billing-figure" data-figure={name}>
      <dt className={Classes.TEXT_MUTED}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
