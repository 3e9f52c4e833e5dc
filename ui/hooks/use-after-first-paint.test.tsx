// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAfterFirstPaint } from "./use-after-first-paint.ts";

describe("after the first paint", () => {
  it("is false for the first render, and true once a frame has been painted", async () => {
    const seen: boolean[] = [];
    renderHook(() => {
      const painted = useAfterFirstPaint();
      seen.push(painted);
      return painted;
    });
    expect(seen).toEqual([false]);
    await waitFor(() => expect(seen.at(-1)).toBe(true));
  });
});
