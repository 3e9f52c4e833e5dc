// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import { StrictMode, Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { useViewModel } from "./use-view-model.ts";

class CountingModel {
  static created: CountingModel[] = [];
  disposed = false;
  constructor() {
    CountingModel.created.push(this);
  }
  dispose(): void {
    this.disposed = true;
  }
}

let held: CountingModel | null = null;

function Screen() {
  const viewModel = useViewModel(() => new CountingModel());
  held = viewModel;
  return <p>screen</p>;
}

describe("a screen's view model", () => {
  it("is live after StrictMode's extra unmount and mount, and disposed when the screen goes away", async () => {
    CountingModel.created = [];
    const { unmount } = render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    expect(await screen.findByText("screen")).toBeTruthy();
    expect(held?.disposed).toBe(false);
    unmount();
    expect(CountingModel.created.every((viewModel) => viewModel.disposed)).toBe(true);
  });

  it("is let go when React throws away the render that made it, as a render that suspends before mounting", async () => {
    CountingModel.created = [];
    let arrive = () => {};
    const data = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    function Waiting() {
      use(data);
      return null;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Screen />
          <Waiting />
        </Suspense>,
      );
    });
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => {
      arrive();
      await data;
    });
    expect(screen.getByText("screen")).toBeTruthy();
    await waitFor(
      () => expect(CountingModel.created.filter((viewModel) => !viewModel.disposed)).toEqual([held]),
      { timeout: 500 },
    );
    expect(CountingModel.created.length).toBeGreaterThan(1);
  });

  it("is created once for a screen that stays", () => {
    CountingModel.created = [];
    const { rerender } = render(<Screen />);
    rerender(<Screen />);
    expect(CountingModel.created).toHaveLength(1);
  });
});
