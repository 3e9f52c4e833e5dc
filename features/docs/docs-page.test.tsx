// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Config } from "../../core/config/config.entity.ts";
import { createConfig } from "../../core/config/create-config.ts";
import { outlineOf } from "../../core/docs/doc-outline.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";
import { DOCUMENTATION_SOURCES } from "./documentation-sources.ts";

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrolling of its own.
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

async function openDocs(path: string, rebind?: (container: Container) => void) {
  const app = await renderApp(path, rebind ? { rebind } : {});
  await screen.findByRole("heading", { level: 1, name: "Documentation" });
  await waitFor(() =>
    expect(document.querySelector(".docs-article")?.getAttribute("aria-busy")).toBe("false"),
  );
  return { app, user: userEvent.setup() };
}

const article = () => document.querySelector(".docs-article") as HTMLElement;
const pageTitle = () => within(article()).getAllByRole("heading", { level: 2 })[0]?.textContent;

describe("the documentation page", () => {
  it("is open to visitors and starts on the first page, its title under the page's heading", async () => {
    await openDocs("/document");
    expect(pageTitle()).toBe("Getting started");
    const pages = within(screen.getByRole("navigation", { name: "Documentation pages" })).getAllByRole(
      "link",
    );
    expect(pages.map((link) => link.textContent)).toEqual(
      DOCUMENTATION_SOURCES.map(({ markdown }) => outlineOf(markdown).title),
    );
    expect(pages[0]?.getAttribute("aria-current")).toBe("page");
  });

  it("renders the page and heading of the address, the heading focused and in view", async () => {
    await openDocs("/document?page=api-keys#delete-a-key");
    expect(pageTitle()).toBe("API keys");
    const heading = screen.getByRole("heading", { name: "Delete a key" });
    expect(heading.id).toBe("delete-a-key");
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.scrollIntoView).toHaveBeenCalled();
  });

  it("anchors every section of every page that the table of contents lists", async () => {
    const { app } = await openDocs("/document");
    for (const { slug, markdown } of DOCUMENTATION_SOURCES) {
      await app.navigate(`/document?page=${slug}`);
      await waitFor(() => expect(pageTitle()).toBe(outlineOf(markdown).title));
      const toc = screen.getByRole("navigation", { name: "On this page" });
      const links = within(toc).getAllByRole("link");
      expect(links.length, slug).toBeGreaterThan(2);
      for (const link of links) {
        const anchor = decodeURIComponent(new URL(link.getAttribute("href") ?? "", "http://x").hash.slice(1));
        expect(document.getElementById(anchor)?.textContent, `${slug}#${anchor}`).toBe(link.textContent);
      }
    }
  });

  it("renders no raw HTML of the Markdown, only formatting", async () => {
    await openDocs("/document?page=playground");
    expect(article().querySelector("table")).not.toBeNull();
    expect(article().querySelectorAll("script, iframe, img, style")).toHaveLength(0);
  });

  it("finds a page with search: / focuses the box, the arrows choose a hit, Enter opens it at its heading", async () => {
    const { app, user } = await openDocs("/document");
    await user.keyboard("/");
    const box = screen.getByRole("combobox", { name: "Search the documentation" });
    expect(document.activeElement).toBe(box);
    await user.keyboard("monthly budget");
    const hits = screen.getAllByTestId("docs-search-hit");
    expect(hits[0]?.textContent).toContain("Monthly budget");
    expect(
      within(hits[0] as HTMLElement).getAllByText(/budget/i, { selector: "mark" }).length,
    ).toBeGreaterThan(0);
    await user.keyboard("{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toBe(hits[0]?.id);
    expect(hits[0]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(app.location()).toBe("/document?page=organization-and-compliance"));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Monthly budget" })),
    );
    expect((box as HTMLInputElement).value).toBe("");
  });

  it("says when no page matches, and Escape clears the search", async () => {
    const { user } = await openDocs("/document");
    await user.click(screen.getByRole("combobox", { name: "Search the documentation" }));
    await user.keyboard("zzzyx");
    // Within the page: the shell keeps a status region of its own (the offline notice).
    const page = within(screen.getByRole("main"));
    expect(page.getByRole("status").textContent).toBe("No page mentions “zzzyx”.");
    await user.keyboard("{Escape}");
    expect(page.queryByRole("status")).toBeNull();
  });

  it("opens a hit with a click", async () => {
    const { app, user } = await openDocs("/document");
    await user.type(screen.getByRole("combobox", { name: "Search the documentation" }), "routing strategy");
    await user.click(screen.getAllByTestId("docs-search-hit")[0] as HTMLElement);
    await waitFor(() => expect(app.location()).toMatch(/^\/document\?page=/));
    expect(screen.queryAllByTestId("docs-search-hit")).toHaveLength(0);
  });

  it("moves to the next page from the bottom of the page", async () => {
    const { app, user } = await openDocs("/document?page=getting-started");
    await user.click(screen.getByRole("button", { name: "Playground" }));
    await waitFor(() => expect(app.location()).toBe("/document?page=playground"));
    await waitFor(() => expect(pageTitle()).toBe("Playground"));
  });

  it("shows the first page, and says so, for a page that does not exist", async () => {
    await openDocs("/document?page=nope");
    expect(screen.getByText("There is no page “nope”. Here is “Getting started” instead.")).toBeTruthy();
    expect(pageTitle()).toBe("Getting started");
  });

  it("links the configured full documentation, when it lives elsewhere", async () => {
    await openDocs("/document", (container) =>
      container.rebind(Config).toConstantValue(createConfig({ documentationUrl: "https://docs.example/" })),
    );
    const link = screen.getByRole("link", { name: "Full documentation" });
    expect(link.getAttribute("href")).toBe("https://docs.example/");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("does not link to itself when the full documentation is this page", async () => {
    await openDocs("/document");
    expect(screen.queryByRole("link", { name: "Full documentation" })).toBeNull();
  });
});

describe("the legal pages", () => {
  it.each([
    ["/tos", "Terms of service", "Acceptable use"],
    ["/privacy-policy", "Privacy policy", "What we collect"],
  ])("%s shows its document under the page title, with its contents", async (path, title, section) => {
    await renderApp(path);
    await screen.findByRole("heading", { level: 1, name: title });
    await waitFor(() => expect(article().getAttribute("aria-busy")).toBe("false"));
    expect(within(article()).queryByRole("heading", { name: title })).toBeNull();
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const link = within(toc).getByRole("link", { name: section });
    const [address, anchor] = (link.getAttribute("href") ?? "").split("#");
    expect(address).toBe(path);
    expect(document.getElementById(anchor ?? "")?.textContent).toBe(section);
  });
});
