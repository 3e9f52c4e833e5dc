// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "./use-near-viewport.ts";

function Probe() {
  const element = useRef<HTMLDivElement>(null);
  const near = useNearViewport(element);
  return <div ref={element}>{near ? "near" : "far"}</div>;
}

/** An IntersectionObserver the test moves: `scrollNear()` tells every observer its element came into reach. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    scrollNear: () =>
      act(() => {
        for (const callback of callbacks) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("whether an element is near the viewport", () => {
  it("is near at once where the browser cannot tell", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Probe />);
    expect(screen.getByText("near")).toBeTruthy();
  });

  it("is far until the element comes into reach, then stays near", () => {
    const viewport = stubIntersectionObserver();
    render(<Probe />);
    expect(screen.getByText("far")).toBeTruthy();
    viewport.scrollNear();
    expect(screen.getByText("near")).toBeTruthy();
  });
});
