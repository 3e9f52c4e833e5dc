// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiKeysSeed } from "../../adapters/gateway-memory/api-keys/api-keys.seed.ts";
import { MemoryApiKeysGateway } from "../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import { SAMPLE_API_DOCUMENT } from "../../core/api-document/api-document.fixture.test-helper.ts";
import { ApiDocumentGateway } from "../../core/api-document/api-document-gateway.port.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

const clock = { now: () => new Date(2025, 5, 9, 8, 3).getTime() };
const KEYS = apiKeysSeed(clock);

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

async function openApiDocument(
  options: {
    signedIn?: boolean;
    document?: ApiDocumentGateway;
    keys?: MemoryApiKeysGateway;
    path?: string;
  } = {},
) {
  const document = options.document ?? { apiDocument: async () => structuredClone(SAMPLE_API_DOCUMENT) };
  const keys = options.keys ?? new MemoryApiKeysGateway(KEYS, clock);
  const app = await renderApp(options.path ?? "/api-document", {
    signedIn: options.signedIn ?? false,
    rebind: (container: Container) => {
      container.rebind(ApiDocumentGateway).toConstantValue(document);
      container.rebind(ApiKeysGateway).toConstantValue(keys);
    },
  });
  await screen.findByRole("heading", { level: 1, name: "API documentation" });
  return { app, user: userEvent.setup() };
}

const card = (name: string) =>
  screen.getAllByTestId("api-operation").find((each) => each.dataset.operation === name) as HTMLElement;
const shownSnippet = (name: string) =>
  within(card(name)).getByTestId("api-operation-snippet").textContent ?? "";

async function openCard(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findAllByTestId("api-operation");
  await user.click(within(card(name)).getByRole("button", { expanded: false }));
  return card(name);
}

describe("the API documentation page", () => {
  it("is open to visitors and lists the operations by tag, each with its method, path, summary and access", async () => {
    await openApiDocument();
    await screen.findAllByTestId("api-operation");
    const content = document.querySelector(".api-document-content") as HTMLElement;
    expect(
      within(content)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(["chat-completions", "api-keys", "feedback", "organization", "Other operations"]);
    const chat = card("POST /chat/completions");
    expect(chat.textContent).toContain("Create a chat completion");
    expect(within(chat).getByText("API key or session")).toBeTruthy();
    expect(within(card("GET /tiers")).getByText("Public")).toBeTruthy();
    expect(within(card("GET /users/apikeys")).getByText("Session")).toBeTruthy();
  });

  it("shows an operation's parameters, body fields and example, and answers once opened", async () => {
    const { user } = await openApiDocument();
    const chat = await openCard(user, "POST /chat/completions");
    const description = chat.querySelector(".api-operation-description");
    expect(description?.textContent).toBe("Streams when stream is true.");
    expect(description?.querySelector("code")?.textContent).toBe("stream");
    expect(within(chat).getByText("messages[].role")).toBeTruthy();
    expect(within(chat).getByText("One of: system, user, assistant")).toBeTruthy();
    expect(JSON.parse(within(chat).getByTestId("api-request-example").textContent ?? "")).toMatchObject({
      model: "gpt-4o-mini",
    });
    expect(within(chat).getByText("The answer")).toBeTruthy();
  });

  it("gives a visitor examples that read the key from the environment", async () => {
    const { user } = await openApiDocument();
    await openCard(user, "POST /chat/completions");
    expect(shownSnippet("POST /chat/completions")).toContain('Authorization: Bearer $MERIDIAN_API_KEY"');
    expect(screen.getByText("The examples read the API key from MERIDIAN_API_KEY.")).toBeTruthy();
  });

  it("says a key made before cannot be written into the examples, its secret shown once", async () => {
    await openApiDocument({ signedIn: true });
    expect(
      await screen.findByText(
        /A key's secret is shown only when it is made or rotated, so the examples read it from MERIDIAN_API_KEY\./,
      ),
    ).toBeTruthy();
  });

  it("inserts the key made in this tab into the examples, and says so", async () => {
    const keys = new MemoryApiKeysGateway(KEYS, clock);
    const made = (await keys.create()).find((key) => key.secretInFull);
    const secret = made?.value ?? "";
    const { user } = await openApiDocument({ signedIn: true, keys });
    const chat = await openCard(user, "POST /chat/completions");
    const picker = await screen.findByLabelText("API key in the examples");
    const options = within(picker as HTMLElement).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toContain("None: read it from MERIDIAN_API_KEY");
    expect(document.body.textContent).not.toContain(secret);
    await user.selectOptions(picker, options[1] as HTMLOptionElement);
    expect(shownSnippet("POST /chat/completions")).toContain(`Authorization: Bearer ${secret}`);
    expect(within(chat).getByText(/contain your API key .* in full: keep them private\./)).toBeTruthy();
    await user.click(within(chat).getByRole("tab", { name: "Python" }));
    expect(shownSnippet("POST /chat/completions")).toContain(`"Bearer ${secret}"`);
  });

  it("copies an example and says so", async () => {
    const { app, user } = await openApiDocument();
    await openCard(user, "GET /tiers");
    await user.click(screen.getByRole("button", { name: "Copy the curl example" }));
    expect(await navigator.clipboard.readText()).toBe(shownSnippet("GET /tiers"));
    await waitFor(() => expect(app.toasts()).toContain("Copied to clipboard"));
  });

  it("filters the operations by path or summary, and says when none matches", async () => {
    const { user } = await openApiDocument();
    await screen.findAllByTestId("api-operation");
    const filter = screen.getByRole("searchbox", { name: "Filter the operations" });
    await user.type(filter, "delete");
    expect(screen.getAllByTestId("api-operation").map((each) => each.dataset.operation)).toEqual([
      "DELETE /users/apikeys/{id}",
    ]);
    await user.clear(filter);
    await user.type(filter, "banana");
    expect(screen.getByText("No operation matches")).toBeTruthy();
  });

  it("opens an operation from the list of operations", async () => {
    const { app, user } = await openApiDocument();
    await screen.findAllByTestId("api-operation");
    const nav = screen.getByRole("navigation", { name: "Operations" });
    await user.click(within(nav).getByRole("link", { name: /Send feedback/ }));
    expect(within(card("POST /feedback")).getByRole("button", { expanded: true })).toBeTruthy();
    expect(app.location()).toBe("/api-document");
  });

  it("opens the operation the address names", async () => {
    await openApiDocument({ path: "/api-document#operation-createChatCompletion" });
    await waitFor(() =>
      expect(within(card("POST /chat/completions")).getByRole("button", { expanded: true })).toBeTruthy(),
    );
  });

  it("links the community chat, the terms and the privacy policy", async () => {
    await openApiDocument();
    const links = within(screen.getByRole("navigation", { name: "Help and legal" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Community chat", "/discord"],
      ["Terms of service", "/tos"],
      ["Privacy policy", "/privacy-policy"],
    ]);
  });

  it("shows the server's words and a retry when the document cannot be loaded", async () => {
    const apiDocument = vi
      .fn<ApiDocumentGateway["apiDocument"]>()
      .mockRejectedValueOnce(GatewayError.http(503, "The gateway is starting"))
      .mockResolvedValueOnce(structuredClone(SAMPLE_API_DOCUMENT));
    const { user } = await openApiDocument({ document: { apiDocument } });
    expect(await screen.findByText("The API documentation could not be loaded")).toBeTruthy();
    expect(screen.getByText("The gateway is starting")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("api-operation")).toHaveLength(6);
  });
});

describe("the API documentation of the memory profile", () => {
  it("renders the gateway's committed document, chat completions included", async () => {
    const app = await renderApp("/api-document");
    await screen.findByRole("heading", { level: 1, name: "API documentation" });
    const operations = await screen.findAllByTestId("api-operation", {}, { timeout: 10_000 });
    expect(operations.map((each) => each.dataset.operation)).toContain("POST /chat/completions");
    expect(app.location()).toBe("/api-document");
  });
});
