// @vitest-environment jsdom
import { OverlaysProvider } from "@blueprintjs/core";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import type { NewCard } from "../../core/billing/new-card.dto.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { i18nWithEveryText } from "../testing/i18n-with-every-text.ts";
import { AddCardDialog } from "./add-card-dialog.tsx";

const NEXT_YEAR_SHORT = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");

async function openDialog(onSubmit: (card: NewCard) => Promise<void> = async () => {}) {
  const onClose = vi.fn();
  const submit = vi.fn(onSubmit);
  render(
    <I18nextProvider i18n={await i18nWithEveryText()}>
      <OverlaysProvider>
        <AddCardDialog isOpen onClose={onClose} onSubmit={submit} />
      </OverlaysProvider>
    </I18nextProvider>,
  );
  const dialog = await screen.findByRole("dialog");
  return { dialog, onClose, onSubmit: submit, user: userEvent.setup() };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

async function fillIn(
  dialog: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  card: { number?: string; expiry?: string; cvc?: string; name?: string },
) {
  const labels = {
    number: "Card number",
    expiry: "Expiry date",
    cvc: "Security code (CVC)",
    name: "Name on card (optional)",
  } as const;
  for (const [key, value] of Object.entries(card) as [keyof typeof labels, string][]) {
    await user.clear(field(dialog, labels[key]));
    if (value) await user.type(field(dialog, labels[key]), value);
  }
}

describe("the add-card dialog", () => {
  it("groups the number as it is typed and names the card's brand", async () => {
    const { dialog, user } = await openDialog();
    const number = field(dialog, "Card number");
    expect(document.activeElement).toBe(number);
    await user.type(number, "4242424242424242");
    expect(number.value).toBe("4242 4242 4242 4242");
    expect(within(dialog).getByText("Visa")).toBeTruthy();
    await user.clear(number);
    await user.type(number, "378282246310005");
    expect(number.value).toBe("3782 822463 10005");
    expect(within(dialog).getByText("American Express")).toBeTruthy();
  });

  it("writes the expiry as MM/YY while it is typed", async () => {
    const { dialog, user } = await openDialog();
    const expiry = field(dialog, "Expiry date");
    await user.type(expiry, `12${NEXT_YEAR_SHORT}`);
    expect(expiry.value).toBe(`12/${NEXT_YEAR_SHORT}`);
  });

  it("sends only the brand, the last four digits and the expiry, then closes", async () => {
    const { dialog, user, onSubmit, onClose } = await openDialog();
    await fillIn(dialog, user, {
      number: "5555 5555 5555 4444",
      expiry: `08/${NEXT_YEAR_SHORT}`,
      cvc: "321",
      name: "Ada Lovelace",
    });
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      brand: "mastercard",
      last4: "4444",
      expMonth: 8,
      expYear: 2000 + Number(NEXT_YEAR_SHORT),
    });
    expect(JSON.stringify(onSubmit.mock.calls)).not.toMatch(/5555 5555|321|Ada/);
  });

  it("says in one line that only the brand, last four digits and expiry are kept and no money moves", async () => {
    const { dialog } = await openDialog();
    expect(dialog.textContent).toContain(
      "Only the card's brand, last four digits and expiry date are saved: the gateway keeps a local ledger and no real money moves.",
    );
  });

  it("saves with Enter, and shows every field's problem instead of sending a form that is not right", async () => {
    const { dialog, user, onSubmit } = await openDialog();
    await user.type(field(dialog, "Card number"), "4242 4242 4242 4241{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(dialog).getByText("This card number is not valid: check it for a typo.")).toBeTruthy();
    expect(within(dialog).getByText("Enter the expiry date as MM/YY.")).toBeTruthy();
    expect(within(dialog).getByText("Enter the security code.")).toBeTruthy();
    expect(field(dialog, "Card number").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field(dialog, "Card number"));
    await fillIn(dialog, user, {
      number: "4242 4242 4242 4242",
      expiry: `01/${NEXT_YEAR_SHORT}`,
      cvc: "123",
    });
    await user.type(field(dialog, "Security code (CVC)"), "{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("tells a field's problem once the field is left, and clears it once fixed", async () => {
    const { dialog, user } = await openDialog();
    await user.type(field(dialog, "Expiry date"), "01/20");
    expect(within(dialog).queryByText("This card has expired.")).toBeNull();
    await user.tab();
    expect(within(dialog).getByText("This card has expired.")).toBeTruthy();
    await fillIn(dialog, user, { expiry: `01${NEXT_YEAR_SHORT}` });
    expect(within(dialog).queryByText("This card has expired.")).toBeNull();
  });

  it("asks for four security digits on an American Express card", async () => {
    const { dialog, user } = await openDialog();
    await fillIn(dialog, user, { number: "3782 822463 10005", cvc: "123" });
    await user.tab();
    expect(
      within(dialog).getByText("The security code is the 4 digits on the front of the card."),
    ).toBeTruthy();
  });

  it("refuses a number of a brand the gateway does not take", async () => {
    const { dialog, user } = await openDialog();
    await user.type(field(dialog, "Card number"), "9999 9999 9999 9995");
    await user.tab();
    expect(
      within(dialog).getByText(
        "Only Visa, Mastercard, American Express, Discover, Diners Club, JCB and UnionPay cards are accepted.",
      ),
    ).toBeTruthy();
  });

  it("keeps the caret where a digit was fixed in the middle of the number", async () => {
    const { dialog, user } = await openDialog();
    const number = field(dialog, "Card number");
    await user.type(number, "424242424242424");
    await user.type(number, "9", { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(number.value).toBe("4242 9424 2424 2424");
    expect(number.selectionStart).toBe(6);
  });

  it("waits with the save button disabled while the card is sent, then shows the server's messages and stays open", async () => {
    let refuse!: (error: unknown) => void;
    const { dialog, user, onClose } = await openDialog(
      () =>
        new Promise((_, reject) => {
          refuse = reject;
        }),
    );
    await fillIn(dialog, user, { number: "4242424242424242", expiry: `01${NEXT_YEAR_SHORT}`, cvc: "123" });
    const save = within(dialog).getByRole("button", { name: /Save card/ });
    await user.click(save);
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    refuse(GatewayError.http(502, "Your card was declined.", "Try another card."));
    const failure = await within(dialog).findByTestId("add-card-failure");
    expect(failure.textContent).toBe("Your card was declined.\nTry another card.");
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the card could not be saved when the failure came with no message", async () => {
    const { dialog, user } = await openDialog(async () => {
      throw GatewayError.http(503);
    });
    await fillIn(dialog, user, { number: "4242424242424242", expiry: `01${NEXT_YEAR_SHORT}`, cvc: "123" });
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect((await within(dialog).findByTestId("add-card-failure")).textContent).toBe(
      "The card could not be saved. Please try again.",
    );
  });

  it("renders the server's messages as text, never as markup", async () => {
    const { dialog, user } = await openDialog(async () => {
      throw GatewayError.http(400, "<img src=x onerror=alert(1)>");
    });
    await fillIn(dialog, user, { number: "4242424242424242", expiry: `01${NEXT_YEAR_SHORT}`, cvc: "123" });
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    const failure = await within(dialog).findByTestId("add-card-failure");
    expect(failure.textContent).toBe("<img src=x onerror=alert(1)>");
    expect(failure.querySelector("img")).toBeNull();
  });

  it("closes with Escape and with Cancel", async () => {
    const { user, onClose, dialog } = await openDialog();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
