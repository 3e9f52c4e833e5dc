import { describe, expect, it } from "vitest";
import { RouteName } from "../routing/route-name.ts";
import { GatewayError, serverCodeOf, serverMessagesOf, TOKEN_IS_NULL } from "./gateway-error.ts";

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

  it("is an Error named GatewayError", () => {
    const error = GatewayError.http(500);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("GatewayError");
    expect(String(error)).toBe("GatewayError: The gateway answered with status 500");
  });

  it("describes an unexplained failure by the message it carries, a lost connection and a cause that is no Error", () => {
    expect(new GatewayError({ kind: "http", status: 400, message: "Bad request body" }).message).toBe(
      "Bad request body",
    );
    expect(new GatewayError({ kind: "network" }).message).toBe("The gateway could not be reached");
    expect(new GatewayError({ kind: "other", cause: 42 }).message).toBe("42");
  });

  it("prefers the server's messages to the failure's own description", () => {
    const error = new GatewayError({ kind: "http", status: 400, message: "Bad request body" }, [
      "Name is required",
    ]);
    expect(error.message).toBe("Name is required");
  });

  it("keeps what it was told: the failure, the server's messages and the page shown", () => {
    const error = new GatewayError({ kind: "http", status: 500 }, ["boom"], RouteName.SERVER_ERROR);
    expect(error.serverMessages).toEqual(["boom"]);
    expect(error.shownAs).toBe(RouteName.SERVER_ERROR);
    expect(new GatewayError({ kind: "network" }).serverMessages).toEqual([]);
  });

  it("builds an HTTP failure from a status and the server's messages, the first as the failure's message", () => {
    const error = GatewayError.http(409, "Too many keys", "Delete one first");
    expect(error.failure).toEqual({ kind: "http", status: 409, message: "Too many keys" });
    expect(error.serverMessages).toEqual(["Too many keys", "Delete one first"]);
    expect(error.message).toBe("Too many keys\nDelete one first");
    expect(error.status).toBe(409);
    expect(error.shownAs).toBeNull();
    expect(GatewayError.http(404).message).toBe("The gateway answered with status 404");
  });

  it("knows a missing token only by the failure nobody signed in gives", () => {
    const missing = GatewayError.missingAccessToken();
    expect(missing.failure).toEqual({ kind: "other", cause: TOKEN_IS_NULL });
    expect(missing.status).toBeNull();
    expect(new GatewayError({ kind: "other", cause: "Something else" }).missingToken).toBe(false);
    expect(new GatewayError({ kind: "http", status: 401 }, [TOKEN_IS_NULL]).missingToken).toBe(false);
    expect(new GatewayError({ kind: "network" }).missingToken).toBe(false);
  });

  it("ignores messages of blank text only", () => {
    expect(serverMessagesOf({ errMsgs: ["  ", "\t"], message: "Tier not found" })).toEqual([
      "Tier not found",
    ]);
    expect(serverMessagesOf({ errMsgs: " \n" })).toEqual([]);
    expect(serverMessagesOf({ errMsgs: " Kept as sent " })).toEqual([" Kept as sent "]);
  });

  it("reads nothing from a body that is no object", () => {
    expect(serverMessagesOf(undefined)).toEqual([]);
    expect(serverMessagesOf(42)).toEqual([]);
    expect(serverMessagesOf({})).toEqual([]);
    expect(serverMessagesOf(["Not a body"])).toEqual([]);
  });
});

describe("the code of an OpenAI-shaped refusal", () => {
  it("is the error's code when it is text", () => {
    expect(serverCodeOf({ error: { code: "model_not_found", message: "No such model" } })).toBe(
      "model_not_found",
    );
  });

  it("is unknown when the body has no error, no code, or a code that is not text", () => {
    expect(serverCodeOf({ error: { code: 404 } })).toBeUndefined();
    expect(serverCodeOf({ error: { message: "No such model" } })).toBeUndefined();
    expect(serverCodeOf({ error: null })).toBeUndefined();
    expect(serverCodeOf({ errMsgs: ["Key limit reached"] })).toBeUndefined();
    expect(serverCodeOf(null)).toBeUndefined();
    expect(serverCodeOf(undefined)).toBeUndefined();
  });
});
