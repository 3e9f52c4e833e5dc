// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { of, Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import type { ChatStreamEvent } from "../../core/chat-completions/completion-result.ts";
import { lastAnswered, openPlaygroundPage, promptBox } from "./playground-page.test-helper.tsx";

async function addWeatherTool(user: Awaited<ReturnType<typeof openPlaygroundPage>>["user"]) {
  await user.click(within(screen.getByTestId("tools-panel")).getAllByRole("button")[0] as HTMLElement);
  await user.click(within(screen.getByTestId("tool-template-menu")).getByRole("button", { name: "Weather" }));
}

describe("the model's tool calls", () => {
  it("show with their arguments, take the person's result, and the conversation goes on to the final reply", async () => {
    const { user } = await openPlaygroundPage();
    await addWeatherTool(user);
    await user.type(promptBox(), "What is the weather in Paris?{Enter}");
    const reply = await lastAnswered();
    const call = within(reply).getByTestId("tool-call");
    expect(call.dataset.toolName).toBe("get_weather");
    expect(JSON.parse(within(call).getByTestId("tool-call-arguments").textContent ?? "")).toHaveProperty(
      "location",
    );
    const send = within(reply).getByTestId<HTMLButtonElement>("send-tool-results");
    expect(send.disabled).toBe(true);

    const result = within(reply).getByLabelText("Result of get_weather");
    expect(result.dataset.testid).toBe("tool-result-input");
    await user.type(result, "18 °C and sunny");
    expect(send.disabled).toBe(false);
    await user.keyboard("{Control>}{Enter}{/Control}");

    const final = await lastAnswered(2);
    expect(final.dataset.status).toBe("done");
    expect(final.textContent).toContain("no model was called");
    expect(screen.getByTestId("playground-tool-result").textContent).toContain("18 °C and sunny");
    expect(screen.queryByTestId("tool-result-input")).toBeNull();
  }, 15_000);

  it("show a call's name and arguments as text, never as markup", async () => {
    const markup = "<img src=x onerror=alert(1)>";
    const { user } = await openPlaygroundPage({
      complete: () => Promise.reject(new Error("the playground streams")),
      stream: () =>
        of<ChatStreamEvent>({
          kind: "toolCall",
          index: 0,
          id: "call_1",
          name: "get_weather",
          arguments: JSON.stringify({ location: markup }),
        }),
    });
    await user.type(promptBox(), "Weather?{Enter}");
    const call = within(await lastAnswered()).getByTestId("tool-call");
    expect(call.textContent).toContain(markup);
    expect(call.querySelector("img")).toBeNull();
  });

  it("cannot be answered once the reply was stopped part way", async () => {
    const answer = new Subject<ChatStreamEvent>();
    const { user } = await openPlaygroundPage({
      complete: () => Promise.reject(new Error("the playground streams")),
      stream: () => answer.asObservable(),
    });
    await user.type(promptBox(), "Weather?{Enter}");
    answer.next({ kind: "toolCall", index: 0, id: "call_1", name: "get_weather", arguments: '{"loc' });
    await waitFor(() => expect(screen.queryByTestId("tool-call")).not.toBeNull());
    await user.click(screen.getByTestId("playground-stop"));
    const reply = await lastAnswered();
    expect(within(reply).queryByTestId("tool-result-input")).toBeNull();
    expect(reply.textContent).toContain(
      "The reply ended before its calls were complete: they cannot be answered.",
    );
  });
});
