import {
  Button,
  ButtonGroup,
  Classes,
  H2,
  HTMLTable,
  Section,
  SectionCard,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { ChevronLeft, ChevronRight, Document, Share } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { BillingFailure, BillingNotice } from "./billing-notice.tsx";
import { invoiceStatusIntent, invoiceStatusText } from "./invoice-status.ts";
import type { InvoicesState } from "./invoices.state.ts";
import type { InvoicesViewModel } from "./invoices.view-model.ts";
import type { ListedInvoice } from "./listed-invoice.ts";

/** The invoices a page at a time, newest first, with Previous and Next and the page number. */
export function InvoicesSection({ viewModel }: { readonly viewModel: InvoicesViewModel }) {
  const { t } = useTranslation();
  const state = useObservable(viewModel.state$, viewModel.current());
  return (
    <Section
      className="billing-section"
      title={t("billing.invoices.title")}
      titleRenderer={H2}
      icon={<Document />}
      data-testid="invoices"
      data-status={state.status}
      data-page={state.pageNumber}
      aria-busy={state.status === "loading"}
    >
      <SectionCard padded={state.invoices.length === 0}>
        <InvoicesContent state={state} onRetry={() => viewModel.retry()} />
      </SectionCard>
      {state.hasPrevious || state.hasNext ? (
        <SectionCard>
          <InvoicePager
            state={state}
            onPrevious={() => viewModel.previous()}
            onNext={() => viewModel.next()}
          />
        </SectionCard>
      ) : null}
    </Section>
  );
}

function InvoicesContent({
  state,
  onRetry,
}: {
  readonly state: InvoicesState;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (state.status === "failed") {
    return (
      <BillingFailure title={t("billing.invoices.failedTitle")} failure={state.failure} onRetry={onRetry} />
    );
  }
  if (state.invoices.length === 0) {
    return state.status === "loading" ? (
      <BillingNotice kind="loading" icon={<Spinner size={32} />} title={t("common.loading")} />
    ) : (
      <BillingNotice
        kind="empty"
        icon={<Document size={32} />}
        title={t("billing.invoices.emptyTitle")}
        description={t("billing.invoices.emptyDescription")}
      />
    );
  }
  return <InvoiceTable invoices={state.invoices} busy={state.status === "loading"} />;
}

function InvoiceTable({
  invoices,
  busy,
}: {
  readonly invoices: readonly ListedInvoice[];
  readonly busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <HTMLTable
      className={`billing-table${busy ? " billing-table-busy" : ""}`}
      aria-label={t("billing.invoices.label")}
    >
      <thead>
        <tr>
          <th scope="col">{t("billing.invoices.number")}</th>
          <th scope="col">{t("billing.invoices.date")}</th>
          <th scope="col" className="billing-amount">
            {t("billing.invoices.amount")}
          </th>
          <th scope="col">{t("billing.invoices.status")}</th>
          <th scope="col">{t("billing.invoices.document")}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id} data-testid="invoice-row" data-invoice-id={invoice.id}>
            <td data-column="number">{invoice.number}</td>
            <td data-column="date">{invoice.date}</td>
            <td data-column="amount" className="billing-amount">
              {invoice.amount}
            </td>
            <td data-column="status">
              <Tag minimal intent={invoiceStatusIntent(invoice.status)}>
                {invoiceStatusText(t, invoice.status)}
              </Tag>
            </td>
            <td data-column="document">
              {invoice.documentUrl ? (
                <a
                  className="billing-document-link"
                  href={invoice.documentUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("billing.invoices.viewLabel", { number: invoice.number })}
                >
                  {t("billing.invoices.view")}
                  <Share size={12} />
                </a>
              ) : (
                <span className={Classes.TEXT_MUTED} title={t("billing.invoices.noDocument")}>
                  {t("common.notAvailable")}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function InvoicePager({
  state,
  onPrevious,
  onNext,
}: {
  readonly state: InvoicesState;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}) {
  const { t } = useTranslation();
  const ready = state.status === "ready";
  return (
    <nav className="billing-pager" aria-label={t("billing.invoices.pages")}>
      <ButtonGroup>
        <Button icon={<ChevronLeft />} disabled={!ready || !state.hasPrevious} onClick={onPrevious}>
          {t("billing.invoices.previous")}
        </Button>
        <Button endIcon={<ChevronRight />} disabled={!ready || !state.hasNext} onClick={onNext}>
          {t("billing.invoices.next")}
        </Button>
      </ButtonGroup>
      <span className="billing-page-number" aria-live="polite" data-testid="invoice-page-number">
        {t("billing.invoices.page", { page: state.pageNumber })}
      </span>
    </nav>
  );
}
