import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import type { Invoice } from "../../core/billing/invoice.entity.ts";
import {
  INVOICE_PAGE_SIZE,
  type InvoicePage,
  type InvoicePageRequest,
} from "../../core/billing/invoice-page.entity.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import type { InvoicesState } from "./invoices.state.ts";
import type { InvoicesViewModel } from "./invoices.view-model.ts";
import { createInvoicesViewModel } from "./invoices.view-model-factory.ts";

/** Invoice n was issued n days before 1 March 2026: in_1 is the newest. */
function invoice(n: number, change: Partial<Invoice> = {}): Invoice {
  return {
    id: `in_${n}`,
    number: `MRD-${String(100 - n).padStart(4, "0")}`,
    status: "paid",
    amount: 19,
    currency: "usd",
    createdAt: new Date(2026, 2, 1 - n, 10),
    hostedInvoiceUrl: `https://invoice.example/in_${n}`,
    invoicePdf: null,
    ...change,
  };
}

/** Pages newest first, as the gateway does; an unknown startingAfter is refused. */
function gatewayOf(invoices: readonly Invoice[]): Pick<BillingGateway, "listInvoices"> {
  return {
    async listInvoices({
      limit = INVOICE_PAGE_SIZE,
      startingAfter,
    }: InvoicePageRequest = {}): Promise<InvoicePage> {
      let start = 0;
      if (startingAfter) {
        start = invoices.findIndex((found) => found.id === startingAfter) + 1;
        if (start === 0) throw GatewayError.http(400, "No such invoice");
      }
      return { data: invoices.slice(start, start + limit), hasMore: start + limit < invoices.length };
    },
  };
}

const TWENTY_FIVE = Array.from({ length: 25 }, (_, index) => invoice(index + 1));

/** The view model over a gateway, with an address the view model drives as the router would. */
function setUp(search = "", gateway = gatewayOf(TWENTY_FIVE)) {
  const addresses: { search: string; replace: boolean }[] = [];
  const listInvoices = vi.spyOn(gateway, "listInvoices");
  const services = screenServicesForTest((bind) => {
    bind(BillingGateway, gateway as BillingGateway);
  });
  const viewModel: InvoicesViewModel = disposedAfterTest(
    createInvoicesViewModel(services, search, (next, replace) => {
      addresses.push({ search: next, replace });
      viewModel.showAddress(next);
    }),
  );
  return { viewModel, addresses, listInvoices };
}

function settled(viewModel: InvoicesViewModel): Promise<InvoicesState> {
  return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
}

const ids = (state: InvoicesState) => state.invoices.map((listed) => listed.id);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `in_${from + index}`);

describe("the invoices' view model", () => {
  it("lists the newest page with each invoice's number, amount in dollars, date, status and document", async () => {
    const { viewModel } = setUp();
    const state = await settled(viewModel);
    expect(ids(state)).toEqual(range(1, 10));
    expect(state.invoices[0]).toEqual({
      id: "in_1",
      number: "MRD-0099",
      amount: "$19.00",
      date: "2026-02-28",
      status: "paid",
      documentUrl: "https://invoice.example/in_1",
    });
    expect(state).toMatchObject({ pageNumber: 1, hasPrevious: false, hasNext: true });
  });

  it("goes to the next pages and back, numbering them and putting each page in the address", async () => {
    const { viewModel, addresses } = setUp();
    await settled(viewModel);
    viewModel.next();
    expect(ids(await settled(viewModel))).toEqual(range(11, 20));
    viewModel.next();
    const last = await settled(viewModel);
    expect(ids(last)).toEqual(range(21, 25));
    expect(last).toMatchObject({ pageNumber: 3, hasPrevious: true, hasNext: false });
    viewModel.previous();
    expect(await settled(viewModel)).toMatchObject({ pageNumber: 2, invoices: expect.any(Array) });
    expect(ids(viewModel.current())).toEqual(range(11, 20));
    viewModel.previous();
    expect(await settled(viewModel)).toMatchObject({ pageNumber: 1, hasPrevious: false });
    expect(addresses).toEqual([
      { search: "?after=in_10", replace: false },
      { search: "?after=in_20", replace: false },
      { search: "?after=in_10", replace: false },
      { search: "", replace: false },
    ]);
  });

  it("does not go past the last page nor before the first", async () => {
    const { viewModel, addresses } = setUp();
    await settled(viewModel);
    viewModel.previous();
    viewModel.next();
    await settled(viewModel);
    viewModel.next();
    await settled(viewModel);
    viewModel.next();
    expect(addresses.map((address) => address.search)).toEqual(["?after=in_10", "?after=in_20"]);
  });

  it("opens an address's page with its number and a working Previous, reading forward to find it", async () => {
    const { viewModel, listInvoices } = setUp("?after=in_20");
    const state = await settled(viewModel);
    expect(ids(state)).toEqual(range(21, 25));
    expect(state).toMatchObject({ pageNumber: 3, hasPrevious: true });
    expect(listInvoices).toHaveBeenCalledTimes(3);
    viewModel.previous();
    expect(ids(await settled(viewModel))).toEqual(range(11, 20));
    expect(listInvoices).toHaveBeenCalledTimes(4);
  });

  it("follows the back and forward buttons through the pages it knows without reading forward again", async () => {
    const { viewModel, listInvoices } = setUp();
    await settled(viewModel);
    viewModel.next();
    await settled(viewModel);
    viewModel.showAddress("");
    expect(await settled(viewModel)).toMatchObject({ pageNumber: 1 });
    viewModel.showAddress("?after=in_10");
    expect(await settled(viewModel)).toMatchObject({ pageNumber: 2 });
    expect(listInvoices).toHaveBeenCalledTimes(4);
  });

  it("shows the newest page, and says so in the address, when the address names no invoice", async () => {
    const { viewModel, addresses } = setUp("?after=in_unknown");
    const state = await settled(viewModel);
    expect(ids(state)).toEqual(range(1, 10));
    expect(state.pageNumber).toBe(1);
    expect(addresses).toEqual([{ search: "", replace: true }]);
  });

  it("gives no link for a draft nor for a document that is not a web address", async () => {
    const { viewModel } = setUp(
      "",
      gatewayOf([
        invoice(1, { status: "draft", number: null }),
        invoice(2, { hostedInvoiceUrl: "javascript:alert(1)" }),
        invoice(3, { hostedInvoiceUrl: null, invoicePdf: "https://pay.example/in_3.pdf" }),
        invoice(4, { hostedInvoiceUrl: null }),
      ]),
    );
    const state = await settled(viewModel);
    expect(state.invoices.map((listed) => [listed.number, listed.documentUrl])).toEqual([
      ["in_1", null],
      ["MRD-0098", null],
      ["MRD-0097", "https://pay.example/in_3.pdf"],
      ["MRD-0096", null],
    ]);
  });

  it("says there are no invoices with an empty first page", async () => {
    const { viewModel } = setUp("", gatewayOf([]));
    expect(await settled(viewModel)).toMatchObject({ status: "ready", invoices: [], hasNext: false });
  });

  it("shows why a page failed, in the server's words, and reads it again on retry", async () => {
    const gateway = gatewayOf(TWENTY_FIVE);
    const { viewModel } = setUp("", gateway);
    await settled(viewModel);
    vi.spyOn(gateway, "listInvoices").mockRejectedValueOnce(GatewayError.http(502, "The ledger is closed"));
    viewModel.next();
    expect(await settled(viewModel)).toMatchObject({ status: "failed", failure: ["The ledger is closed"] });
    viewModel.retry();
    expect(await settled(viewModel)).toMatchObject({ status: "ready", pageNumber: 2 });
  });

  it("keeps quiet about a failure an error page already reported", async () => {
    const gateway = gatewayOf(TWENTY_FIVE);
    vi.spyOn(gateway, "listInvoices").mockRejectedValueOnce(
      new GatewayError({ kind: "http", status: 500 }, ["boom"], RouteName.SERVER_ERROR),
    );
    const { viewModel } = setUp("", gateway);
    expect(await settled(viewModel)).toMatchObject({ status: "failed", failure: [] });
  });

  it("shows the page asked last when answers come out of order", async () => {
    const gateway = gatewayOf(TWENTY_FIVE);
    const { viewModel } = setUp("", gateway);
    await settled(viewModel);
    const list = gateway.listInvoices.bind(gateway);
    let answerSlowly!: () => void;
    vi.spyOn(gateway, "listInvoices").mockImplementationOnce(
      (request) => new Promise((resolve) => (answerSlowly = () => void list(request).then(resolve))),
    );
    viewModel.showAddress("?after=in_10");
    viewModel.showAddress("");
    expect(ids(await settled(viewModel))).toEqual(range(1, 10));
    answerSlowly();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewModel.current().pageNumber).toBe(1);
  });
});
