import { describe, expect, it, vi } from "vitest";
import { MemoryFeedbackGateway } from "../../adapters/gateway-memory/feedback/memory-feedback-gateway.adapter.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { FeedbackGateway } from "../../core/feedback/feedback-gateway.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import { sessionStoreForTest } from "../../ui/testing/session-store-for-test.ts";
import type { FeedbackViewModel } from "./feedback.view-model.ts";
import { createFeedbackViewModel } from "./feedback.view-model-factory.ts";

const MESSAGE = "The usage logs could show the cost per day.";

function setUp(
  signedInEmail: string | null = null,
  gateway = new MemoryFeedbackGateway(),
  store = new MemoryStore(),
) {
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const services = screenServicesForTest((bind) => {
    bind(FeedbackGateway, gateway);
    bind(Notifier, notifier as unknown as Notifier);
    bind(SessionStore, sessionStoreForTest(signedInEmail !== null, signedInEmail ?? undefined));
    bind(KeyValueStore, store);
  });
  const viewModel = disposedAfterTest(createFeedbackViewModel(services));
  return { gateway, notifier, viewModel, store };
}

const rules = (viewModel: FeedbackViewModel) =>
  viewModel.current().fieldErrors.map((error) => `${error.property}: ${error.constraint}`);

describe("the feedback form", () => {
  it("starts empty, offering the signed-in person's email as the reply address", () => {
    expect(setUp("ada@example.com").viewModel.current()).toEqual({
      draft: { topic: "", message: "", email: "ada@example.com" },
      fieldErrors: [],
      sending: false,
    });
    expect(setUp().viewModel.current().draft.email).toBe("");
  });

  it("refuses to send an empty form and says which rules each field breaks", async () => {
    const { viewModel, gateway } = setUp();
    expect(await viewModel.submit()).toBe(false);
    expect(rules(viewModel)).toEqual(["topic: isIn", "message: minLength", "message: isNotEmpty"]);
    expect(gateway.received()).toEqual([]);
  });

  it("checks again as the person types once they tried to send, and not before", async () => {
    const { viewModel } = setUp();
    viewModel.change("email", "not an email");
    expect(rules(viewModel)).toEqual([]);
    await viewModel.submit();
    expect(rules(viewModel)).toContain("email: isEmail");
    viewModel.change("email", "ada@example.com");
    viewModel.change("topic", "idea");
    viewModel.change("message", "Too short");
    expect(rules(viewModel)).toEqual(["message: minLength"]);
  });

  it("sends the feedback tidied by the rules, thanks the person and starts afresh", async () => {
    const { viewModel, gateway, notifier } = setUp("ada@example.com");
    viewModel.change("topic", "idea");
    viewModel.change("message", `  ${MESSAGE}  `);
    viewModel.change("email", " Ada@Example.com ");
    expect(await viewModel.submit()).toBe(true);
    expect(gateway.received()).toEqual([
      { id: "feedback-1", topic: "idea", message: MESSAGE, email: "ada@example.com" },
    ]);
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "Thank you! Your feedback was sent.",
      intent: "positive",
    });
    expect(viewModel.current()).toEqual({
      draft: { topic: "", message: "", email: "ada@example.com" },
      fieldErrors: [],
      sending: false,
    });
  });

  it("sends no reply address when the person leaves it blank", async () => {
    const { viewModel, gateway } = setUp();
    viewModel.change("topic", "question");
    viewModel.change("message", MESSAGE);
    await viewModel.submit();
    expect(gateway.received()).toEqual([{ id: "feedback-1", topic: "question", message: MESSAGE }]);
  });

  it("is busy while sending and sends once however often the button is pressed", async () => {
    const gateway = new MemoryFeedbackGateway();
    let answer!: () => void;
    const send = vi.spyOn(gateway, "sendFeedback").mockReturnValueOnce(
      new Promise((resolve) => {
        answer = () => resolve({ id: "feedback-1" });
      }),
    );
    const { viewModel } = setUp(null, gateway);
    viewModel.change("topic", "praise");
    viewModel.change("message", MESSAGE);
    const first = viewModel.submit();
    expect(viewModel.current().sending).toBe(true);
    expect(await viewModel.submit()).toBe(false);
    answer();
    expect(await first).toBe(true);
    expect(send).toHaveBeenCalledOnce();
    expect(viewModel.current().sending).toBe(false);
  });

  it("shows the server's messages in an error toast and keeps what was typed", async () => {
    const gateway = new MemoryFeedbackGateway();
    vi.spyOn(gateway, "sendFeedback").mockRejectedValueOnce(
      GatewayError.http(429, "Too many requests", "Try again in a minute"),
    );
    const { viewModel, notifier } = setUp(null, gateway);
    viewModel.change("topic", "problem");
    viewModel.change("message", MESSAGE);
    expect(await viewModel.submit()).toBe(false);
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "Too many requests\nTry again in a minute",
      intent: "negative",
      multiLine: true,
    });
    expect(viewModel.current().draft.message).toBe(MESSAGE);
  });

  it("says it in its own words when the server gave none, and nothing when an error page was shown", async () => {
    const gateway = new MemoryFeedbackGateway();
    vi.spyOn(gateway, "sendFeedback")
      .mockRejectedValueOnce(new GatewayError({ kind: "network" }))
      .mockRejectedValueOnce(new GatewayError({ kind: "http", status: 500 }, [], RouteName.SERVER_ERROR));
    const { viewModel, notifier } = setUp(null, gateway);
    viewModel.change("topic", "problem");
    viewModel.change("message", MESSAGE);
    await viewModel.submit();
    await viewModel.submit();
    expect(notifier.notify.mock.calls).toEqual([
      [
        {
          message: "Your feedback could not be sent. Please try again.",
          intent: "negative",
          multiLine: true,
        },
      ],
    ]);
  });

  it("keeps what was typed across a reload until it is sent", async () => {
    const first = setUp("ada@example.com");
    first.viewModel.change("topic", "idea");
    first.viewModel.change("message", MESSAGE);
    first.viewModel.dispose();

    const reloaded = setUp("ada@example.com", new MemoryFeedbackGateway(), first.store);
    expect(reloaded.viewModel.current().draft).toEqual({
      topic: "idea",
      message: MESSAGE,
      email: "ada@example.com",
    });
    expect(await reloaded.viewModel.submit()).toBe(true);

    const afterSending = setUp(null, new MemoryFeedbackGateway(), first.store);
    expect(afterSending.viewModel.current().draft).toEqual({ topic: "", message: "", email: "" });
  });
});
