// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it, vi } from "vitest";
import { DEMO_ACCOUNT } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { MemoryFeedbackGateway } from "../../adapters/gateway-memory/feedback/memory-feedback-gateway.adapter.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { FeedbackGateway } from "../../core/feedback/feedback-gateway.port.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

const MESSAGE = "Please show the cost per day in the usage logs.";

async function openFeedback(options: { signedIn?: boolean; gateway?: MemoryFeedbackGateway } = {}) {
  const gateway = options.gateway ?? new MemoryFeedbackGateway();
  const app = await renderApp("/feedback", {
    signedIn: options.signedIn ?? false,
    rebind: (container: Container) => container.rebind(FeedbackGateway).toConstantValue(gateway),
  });
  await screen.findByRole("form", { name: "Feedback" });
  return { app, gateway, user: userEvent.setup() };
}

const topic = () => screen.getByLabelText("Topic") as HTMLSelectElement;
const message = () => screen.getByLabelText("Message") as HTMLTextAreaElement;
const email = () => screen.getByLabelText("Reply email (optional)") as HTMLInputElement;
const send = () => screen.getByRole("button", { name: "Send feedback" });
const rulesUnder = (field: HTMLElement) => {
  const help = document.getElementById(field.getAttribute("aria-describedby") ?? "");
  return within(help as HTMLElement)
    .queryAllByTestId("field-error")
    .map((error) => error.textContent);
};

describe("the feedback page", () => {
  it("is open to visitors, with an empty reply address", async () => {
    await openFeedback();
    expect(screen.getByRole("heading", { level: 1, name: "Feedback" })).toBeTruthy();
    expect(email().value).toBe("");
    expect(topic().value).toBe("");
  });

  it("offers the signed-in person's email as the reply address", async () => {
    await openFeedback({ signedIn: true });
    expect(email().value).toBe(DEMO_ACCOUNT.email);
  });

  it("shows each broken rule under its field and focuses the first field to fix", async () => {
    const { user, gateway } = await openFeedback();
    await user.type(email(), "not-an-email");
    await user.click(send());
    expect(rulesUnder(topic())).toEqual(["Choose what your feedback is about."]);
    expect(rulesUnder(message())).toEqual([
      "message must be longer than or equal to 10 characters",
      "message should not be empty",
    ]);
    expect(rulesUnder(email())).toEqual(["email must be an email"]);
    expect(topic().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(topic());
    expect(gateway.received()).toEqual([]);
  });

  it("counts the message's characters against its limit", async () => {
    const { user } = await openFeedback();
    await user.type(message(), "Hello");
    expect(screen.getByTestId("feedback-counter").textContent).toBe("5 / 4000 characters");
  });

  it("sends the feedback, says thank you and clears the form", async () => {
    const { app, user, gateway } = await openFeedback();
    await user.selectOptions(topic(), "An idea");
    await user.type(message(), MESSAGE);
    await user.type(email(), "ada@example.com");
    await user.click(send());
    await waitFor(() => expect(app.toasts()).toContain("Thank you! Your feedback was sent."));
    expect(gateway.received()).toEqual([
      { id: "feedback-1", topic: "idea", message: MESSAGE, email: "ada@example.com" },
    ]);
    expect([topic().value, message().value, email().value]).toEqual(["", "", ""]);
  });

  it("sends with Ctrl+Enter from the message", async () => {
    const { app, user, gateway } = await openFeedback();
    await user.selectOptions(topic(), "A question");
    await user.type(message(), `${MESSAGE}{Control>}{Enter}{/Control}`);
    await waitFor(() => expect(app.toasts()).toContain("Thank you! Your feedback was sent."));
    expect(gateway.received()).toHaveLength(1);
  });

  it("shows the server's messages in an error toast and keeps what was typed", async () => {
    const gateway = new MemoryFeedbackGateway();
    vi.spyOn(gateway, "sendFeedback").mockRejectedValueOnce(GatewayError.http(400, "message is too rude"));
    const { app, user } = await openFeedback({ gateway });
    await user.selectOptions(topic(), "Praise");
    await user.type(message(), MESSAGE);
    await user.click(send());
    await waitFor(() => expect(app.toasts()).toContain("message is too rude"));
    expect(message().value).toBe(MESSAGE);
  });
});
