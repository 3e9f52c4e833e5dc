import { Button, H2, HTMLTable, Section, SectionCard, Spinner, Tag } from "@blueprintjs/core";
import { CreditCard, Plus } from "@blueprintjs/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AddCardDialog } from "../../ui/components/add-card-dialog.tsx";
import { cardBrandName } from "../../ui/components/card-brand-name.ts";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import type { BillingAccountViewModel } from "./billing-account.view-model.ts";
import { BillingFailure, BillingNotice } from "./billing-notice.tsx";
import type { ListedPaymentMethod } from "./listed-payment-method.ts";

/** The saved cards, the default first, and the way to add one. */
export function PaymentMethods({ viewModel }: { readonly viewModel: BillingAccountViewModel }) {
  const { t } = useTranslation();
  const { methods } = useObservable(viewModel.state$, viewModel.current());
  const [adding, setAdding] = useState(false);
  const addButton = (
    <Button intent="primary" icon={<Plus />} onClick={() => setAdding(true)}>
      {t("billing.methods.add")}
    </Button>
  );
  return (
    <Section
      className="billing-section"
      title={t("billing.methods.title")}
      titleRenderer={H2}
      icon={<CreditCard />}
      rightElement={methods.status === "ready" && methods.value.length > 0 ? addButton : undefined}
      data-testid="payment-methods"
      data-status={methods.status}
    >
      <SectionCard padded={methods.status !== "ready" || methods.value.length === 0}>
        {methods.status === "loading" ? (
          <BillingNotice kind="loading" icon={<Spinner size={32} />} title={t("common.loading")} />
        ) : methods.status === "failed" ? (
          <BillingFailure
            title={t("billing.methods.failedTitle")}
            failure={methods.failure}
            onRetry={() => void viewModel.retry()}
          />
        ) : methods.value.length === 0 ? (
          <BillingNotice
            kind="empty"
            icon={<CreditCard size={32} />}
            title={t("billing.methods.emptyTitle")}
            description={t("billing.methods.emptyDescription")}
            action={addButton}
          />
        ) : (
          <PaymentMethodTable methods={methods.value} />
        )}
      </SectionCard>
      <AddCardDialog
        isOpen={adding}
        onClose={() => setAdding(false)}
        onSubmit={(card) => viewModel.addCard(card)}
      />
    </Section>
  );
}

function PaymentMethodTable({ methods }: { readonly methods: readonly ListedPaymentMethod[] }) {
  const { t } = useTranslation();
  return (
    <HTMLTable className="billing-table" aria-label={t("billing.methods.label")}>
      <thead>
        <tr>
          <th scope="col">{t("billing.methods.card")}</th>
          <th scope="col">{t("billing.methods.expires")}</th>
          <th scope="col">{t("billing.methods.status")}</th>
        </tr>
      </thead>
      <tbody>
        {methods.map((method) => {
          const brand = cardBrandName(t, method.brand);
          return (
            <tr key={method.id} data-testid="payment-method-row" data-method-id={method.id}>
              <td data-column="card">
                <span className="billing-card">
                  <CreditCard className="billing-card-icon" />
                  <span aria-hidden data-testid="payment-method-card">
                    {brand} •••• {method.last4}
                  </span>
                  <span className="app-visually-hidden">
                    {t("billing.methods.cardEnding", { brand, last4: method.last4 })}
                  </span>
                </span>
              </td>
              <td data-column="expiry">{method.expiry}</td>
              <td data-column="status">
                <span className="billing-tags">
                  {method.isDefault ? (
                    <Tag minimal intent="primary" data-tag="default">
                      {t("billing.methods.default")}
                    </Tag>
                  ) : null}
                  {method.expired ? (
                    <Tag minimal intent="danger" data-tag="expired">
                      {t("billing.methods.expired")}
                    </Tag>
                  ) : (
                    <Tag minimal intent="success" data-tag="valid">
                      {t("billing.methods.valid")}
                    </Tag>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
