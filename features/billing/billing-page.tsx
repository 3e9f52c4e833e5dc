import "./billing.css";
import { Classes } from "@blueprintjs/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { cardBrandName } from "../../ui/components/card-brand-name.ts";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useService } from "../../ui/hooks/use-service.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import { AccountFigures } from "./account-figures.tsx";
import { BillingAccountViewModel } from "./billing-account.view-model.ts";
import { InvoicesViewModel } from "./invoices.view-model.ts";
import { InvoicesSection } from "./invoices-section.tsx";
import { PaymentMethods } from "./payment-methods.tsx";

/**
 * Billing (registered users, SPEC §2): the account figures, the saved cards with a way to add one, and the
 * invoices a page at a time, the page kept in the address.
 */
export function BillingPage() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const gateway = useService(BillingGateway);
  const notifier = useService(Notifier);
  const account = useViewModel(
    () =>
      new BillingAccountViewModel({
        gateway,
        notifier,
        cardSaved: (card) =>
          i18n.t("billing.methods.added", { brand: cardBrandName(i18n.t, card.brand), last4: card.last4 }),
      }),
  );
  const invoices = useViewModel(
    () =>
      new InvoicesViewModel(
        { gateway, showSearch: (next, replace) => navigate({ search: next }, { replace }) },
        search,
      ),
  );
  useEffect(() => invoices.showAddress(search), [invoices, search]);
  return (
    <section className="app-page billing-page">
      <PageHeader title={t("billing.title")}>
        <p className={Classes.TEXT_MUTED}>{t("billing.subtitle")}</p>
      </PageHeader>
      <div className="billing-sections">
        <AccountFigures viewModel={account} />
        <PaymentMethods viewModel={account} />
        <InvoicesSection viewModel={invoices} />
      </div>
    </section>
  );
}
