// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
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

  it("is created once for a screen that stays", () => {
    CountingModel.created = [];
    const { rerender } = render(<Screen />);
    rerender(<Screen />);
    expect(CountingModel.created).toHaveLength(1);
  });
});
