import { describe, expect, it, vi } from "vitest";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import { createDocsViewModel } from "./docs.view-model-factory.ts";

const PAGES = [
  {
    slug: "getting-started",
    markdown: "# Getting started\n\nSign in first.\n\n## Your first request\n\nAsk a model.",
  },
  {
    slug: "api-keys",
    markdown:
      "# API keys\n\n## Create a key\n\nPress Create API key.\n\n## Delete a key\n\nApps using it stop working.",
  },
];

function setUp(page: string | null = null, heading: string | null = null) {
  const navigate = vi.fn<(path: string) => void>();
  const services = screenServicesForTest(() => {});
  const viewModel = disposedAfterTest(
    createDocsViewModel(services, { pages: PAGES, navigate }, { page, heading }),
  );
  return { viewModel, navigate };
}

describe("the documentation's view model", () => {
  it("lists the pages by title and shows the first one when the address names none", () => {
    const { viewModel } = setUp();
    const state = viewModel.current();
    expect(state.pages).toEqual([
      { slug: "getting-started", title: "Getting started" },
      { slug: "api-keys", title: "API keys" },
    ]);
    expect(state.page.slug).toBe("getting-started");
    expect(state.page.headings.map((heading) => heading.slug)).toEqual([
      "getting-started",
      "your-first-request",
    ]);
    expect(state.unknownPage).toBeNull();
  });

  it("shows the page and heading the address asks for, and follows the address when it changes", () => {
    const { viewModel } = setUp("api-keys", "delete-a-key");
    expect([viewModel.current().page.slug, viewModel.current().heading]).toEqual([
      "api-keys",
      "delete-a-key",
    ]);
    viewModel.show({ page: "getting-started", heading: null });
    expect([viewModel.current().page.slug, viewModel.current().heading]).toEqual(["getting-started", null]);
  });

  it("shows the first page instead of one that does not exist, and says so", () => {
    const { viewModel } = setUp("no-such-page", "anything");
    expect(viewModel.current()).toMatchObject({ unknownPage: "no-such-page", heading: null });
    expect(viewModel.current().page.slug).toBe("getting-started");
  });

  it("ignores a heading the page does not have", () => {
    expect(setUp("api-keys", "your-first-request").viewModel.current().heading).toBeNull();
  });

  it("searches every page as the person types, no hit chosen yet", () => {
    const { viewModel } = setUp();
    viewModel.search("key");
    const { hits, activeHit } = viewModel.current();
    expect(hits.map((hit) => `${hit.page}#${hit.headingSlug}`)).toEqual([
      "api-keys#create-a-key",
      "api-keys#api-keys",
      "api-keys#delete-a-key",
    ]);
    expect(activeHit).toBe(-1);
  });

  it("moves the chosen hit with the arrow keys, going round at either end", () => {
    const { viewModel } = setUp();
    viewModel.search("key");
    const chosen: number[] = [];
    for (const step of [1, 1, 1, 1, -1, -1] as const) {
      viewModel.moveActiveHit(step);
      chosen.push(viewModel.current().activeHit);
    }
    expect(chosen).toEqual([0, 1, 2, 0, 2, 1]);
    viewModel.search("");
    viewModel.moveActiveHit(-1);
    expect(viewModel.current().activeHit).toBe(-1);
  });

  it("opens the chosen hit at its heading and closes the search", () => {
    const { viewModel, navigate } = setUp();
    viewModel.search("delete");
    viewModel.moveActiveHit(1);
    viewModel.openHit();
    expect(navigate).toHaveBeenCalledWith("/document?page=api-keys#delete-a-key");
    expect(viewModel.current()).toMatchObject({ query: "", hits: [], activeHit: -1 });
  });

  it("opens the first hit on Enter when none was chosen, and nothing without hits", () => {
    const { viewModel, navigate } = setUp();
    viewModel.search("first request");
    viewModel.openHit();
    expect(navigate).toHaveBeenCalledWith("/document?page=getting-started#your-first-request");
    viewModel.search("banana");
    viewModel.openHit();
    expect(navigate).toHaveBeenCalledOnce();
  });
});
