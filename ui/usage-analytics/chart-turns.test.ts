// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { chartTurn } from "./chart-turns.ts";

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

describe("the charts' turns to be drawn", () => {
  it("come one after another, in the order the charts asked, a painted frame apart", async () => {
    const order: string[] = [];
    const first = chartTurn().then(() => order.push("first"));
    const second = chartTurn().then(() => order.push("second"));
    await first;
    expect(order).toEqual(["first"]);
    await nextFrame();
    await second;
    expect(order).toEqual(["first", "second"]);
  });
});
