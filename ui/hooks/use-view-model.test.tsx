// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { useViewModel } from "./use-view-model.ts";

class CountingViewModel {
  static created: CountingViewModel[] = [];
  disposed = false;
  constructor() {
    CountingViewModel.created.push(this);
  }
  dispose(): void {
    this.disposed = true;
  }
}

let held: CountingViewModel | null = null;

function Screen() {
  const viewModel = useViewModel(() => new CountingViewModel());
  held = viewModel;
  return <p>screen</p>;
}

describe("a screen's view model", () => {
  it("is live after StrictMode's extra unmount and mount, and disposed when the screen goes away", async () => {
    CountingViewModel.created = [];
    const { unmount } = render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    expect(await screen.findByText("screen")).toBeTruthy();
    expect(held?.disposed).toBe(false);
    unmount();
    expect(CountingViewModel.created.every((viewModel) => viewModel.disposed)).toBe(true);
  });

  it("is created once for a screen that stays", () => {
    CountingViewModel.created = [];
    const { rerender } = render(<Screen />);
    rerender(<Screen />);
    expect(CountingViewModel.created).toHaveLength(1);
  });
});
