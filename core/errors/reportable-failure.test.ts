import { describe, expect, it } from "vitest";
import { RouteName } from "../routing/route-name.ts";
import { GatewayError } from "./gateway-error.ts";
import { messagesToReport } from "./reportable-failure.ts";

describe("what a screen reports of a failed call", () => {
  it("is the server's messages when no error page was shown", () => {
    expect(messagesToReport(GatewayError.http(409, "Too many keys", "Delete one first"))).toEqual([
      "Too many keys",
      "Delete one first",
    ]);
  });

  it("is nothing when an error page already said it, or nobody is signed in", () => {
    const shown = new GatewayError({ kind: "http", status: 500 }, ["boom"], RouteName.SERVER_ERROR);
    expect(messagesToReport(shown)).toBeNull();
    expect(messagesToReport(GatewayError.missingAccessToken())).toBeNull();
  });

  it("leaves the words to the screen when the failure carries none", () => {
    expect(messagesToReport(GatewayError.http(400))).toEqual([]);
    expect(messagesToReport(new TypeError("broken contract"))).toEqual([]);
  });
});
