import { describe, expect, it } from "vitest";
import { RouteName } from "../routing/route-name.ts";
import { GatewayError, serverMessagesOf, TOKEN_IS_NULL } from "./gateway-error.ts";

describe("a failed gateway call", () => {
  it("reads the server's errMsgs whether it sent one message or a list", () => {
    expect(serverMessagesOf({ errMsgs: "Key limit reached" })).toEqual(["Key limit reached"]);
    expect(serverMessagesOf({ errMsgs: ["Name is required", "Email is invalid"] })).toEqual([
      "Name is required",
      "Email is invalid",
    ]);
  });

  it("falls back to the body's message and ignores bodies without text", () => {
    expect(serverMessagesOf({ message: "Tier not found" })).toEqual(["Tier not found"]);
    expect(serverMessagesOf({ errMsgs: ["", 3], message: ["Bad", null] })).toEqual(["Bad"]);
    expect(serverMessagesOf("<html>oops</html>")).toEqual([]);
    expect(serverMessagesOf(null)).toEqual([]);
  });

  it("shows the server's messages as its message, with its status", () => {
    const error = new GatewayError({ kind: "http", status: 400 }, ["First", "Second"]);
    expect(error.message).toBe("First\nSecond");
    expect(error.status).toBe(400);
    expect(error.shownAs).toBeNull();
  });

  it("describes failures the server did not explain", () => {
    expect(new GatewayError({ kind: "http", status: 503 }).message).toBe(
      "The gateway answered with status 503",
    );
    expect(new GatewayError({ kind: "network" }, [], RouteName.CORS_POLICY).status).toBeNull();
    expect(new GatewayError({ kind: "other", cause: new TypeError("boom") }).message).toBe("boom");
  });

  it("says 'Token is null' when nobody is signed in", () => {
    const error = GatewayError.missingAccessToken();
    expect(error.message).toBe(TOKEN_IS_NULL);
    expect(error.missingToken).toBe(true);
    expect(GatewayError.http(401).missingToken).toBe(false);
  });
});
