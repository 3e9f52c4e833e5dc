import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { CatalogueMother } from "../../core/available-models/catalogue.mother.ts";
import type { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { ChatCompletionsGateway as ChatCompletionsGatewayToken } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

/** The playground page on the memory profile, signed in, its test catalogue loaded; optionally with another chat gateway. */
export async function openPlaygroundPage(chat?: ChatCompletionsGateway) {
  const app = await renderApp("/api-key", { signedIn: true, catalogue: CatalogueMother.create() });
  if (chat) app.container.rebind<ChatCompletionsGateway>(ChatCompletionsGatewayToken).toConstantValue(chat);
  await app.navigate("/playground");
  await screen.findByRole("heading", { level: 1, name: "Playground" });
  await waitFor(() => expect(modelPicker().disabled).toBe(false));
  return { app, user: userEvent.setup() };
}

export const modelPicker = () => screen.getByTestId<HTMLSelectElement>("playground-model");
export const promptBox = () => screen.getByTestId<HTMLTextAreaElement>("playground-prompt");
export const replies = () => screen.queryAllByTestId("playground-reply");

/** How long a reply may take to end when the whole suite runs at once on a busy machine. */
const ANSWER_TIMEOUT_MS = 5_000;

/** The last reply, once it has ended; with `count`, once there are that many replies. */
export async function lastAnswered(count?: number): Promise<HTMLElement> {
  await waitFor(
    () => {
      if (count !== undefined) expect(replies()).toHaveLength(count);
      expect(replies().at(-1)?.dataset.streaming).toBe("false");
    },
    { timeout: ANSWER_TIMEOUT_MS },
  );
  return replies().at(-1) as HTMLElement;
}
