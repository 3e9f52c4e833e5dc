import "./billing.css";
import { Classes } from "@blueprintjs/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useScreenServices, useScreenViewModel } from "../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import { AccountFigures } from "./account-figures.tsx";
import { createBillingAccountViewModel } from "./billing-account.view-model-factory.ts";
import { createInvoicesViewModel } from "./invoices.view-model-factory.ts";
import { InvoicesSection } from "./invoices-section.tsx";
import { PaymentMethods } from "./payment-methods.tsx";

/**
 * Billing (registered users, SPEC §2): the account figures, the saved cards with a way to add one, and the
 * invoices a page at a time, the page kept in the address.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const services = useScreenServices();
  const account = useScreenViewModel(createBillingAccountViewModel);
  // Paging adds to the history, so Back returns to the page before; only a correction replaces the address.
  const invoices = useViewModel(() =>
    createInvoicesViewModel(services, search, (next, replace) => navigate({ search: next }, { replace })),
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
