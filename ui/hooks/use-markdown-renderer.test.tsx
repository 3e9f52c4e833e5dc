// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import { Container } from "inversify";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { LoadMarkdownRenderer, type MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { useMarkdownRenderer } from "./use-markdown-renderer.ts";
import { ContainerContext } from "./use-service.ts";

function containerCountingLoads() {
  const loads = { count: 0 };
  const renderer = { render: (markdown: string) => `<p>${markdown}</p>` } as unknown as MarkdownRenderer;
  const container = new Container();
  container.bind(LoadMarkdownRenderer).toConstantValue(() => {
    loads.count++;
    return Promise.resolve(renderer);
  });
  return { container, loads };
}

function Reader() {
  const [hasText, setHasText] = useState(false);
  const renderer = useMarkdownRenderer(hasText);
  return (
    <>
      <p>{renderer ? "renderer ready" : "plain text"}</p>
      <button type="button" onClick={() => setHasText(true)}>
        write
      </button>
    </>
  );
}

describe("the Markdown renderer of a screen", () => {
  it("is not downloaded while there is no Markdown to show, and is once there is", async () => {
    const { container, loads } = containerCountingLoads();
    render(
      <ContainerContext.Provider value={container}>
        <Reader />
      </ContainerContext.Provider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads.count).toBe(0);
    expect(screen.getByText("plain text")).toBeTruthy();
    screen.getByRole("button", { name: "write" }).click();
    await waitFor(() => expect(screen.getByText("renderer ready")).toBeTruthy());
    expect(loads.count).toBe(1);
  });
});
