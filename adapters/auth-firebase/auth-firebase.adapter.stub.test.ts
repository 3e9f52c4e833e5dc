import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";
import { AuthMessage, messageForAuthError } from "../../core/auth/auth-message.ts";
import { logIn } from "../../core/auth/log-in.use-case.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { AesGcmTokenCipher } from "../cipher-webcrypto/aes-gcm-token-cipher.adapter.ts";
import { MemoryAuthGateway } from "../gateway-memory/auth/memory-auth-gateway.adapter.ts";
import { MemoryStore } from "../storage-memory/memory-store.adapter.ts";
import { FirebaseAuthProvider } from "./auth-firebase.adapter.ts";

type Answer = { status: number; body: unknown };

/**
 * A stand-in for Firebase's REST endpoints, for what the Auth emulator never does (it never rate-limits) and for
 * the token service's failure answers. The real SDK talks to it exactly as it would to the emulator.
 */
let server: Server;
let host = "";
const answers = new Map<string, Answer>();
const seen: string[] = [];

function error(status: number, message: string): Answer {
  return { status, body: { error: { code: status, message, errors: [{ message }] } } };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://stub").pathname;
    seen.push(`${path} ${await bodyOf(request)}`);
    const answer = answers.get(path) ?? error(404, "NOT_STUBBED");
    response.writeHead(answer.status, {
      "Content-Type": "application/json",
      "Access-Control-Allow-Origin": "*",
    });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

function provider(emulatorHost = host) {
  return new FirebaseAuthProvider({
    apiKey: "stub-key",
    authDomain: "127.0.0.1",
    projectId: "demo-stub",
    emulatorHost,
  });
}

const signUpPath = "/identitytoolkit.googleapis.com/v1/accounts:signUp";
const signInPath = "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword";
const tokenPath = "/securetoken.googleapis.com/v1/token";

describe("the Firebase adapter, when Firebase refuses too many attempts", () => {
  it("reports TOO_MANY_REQUEST, which the log-in reads as 'too many attempts'", async () => {
    answers.set(signUpPath, error(400, "EMAIL_EXISTS"));
    answers.set(
      signInPath,
      error(400, "TOO_MANY_ATTEMPTS_TRY_LATER : Too many unsuccessful login attempts."),
    );
    const deps = {
      auth: provider(),
      sessions: new SessionStore(new MemoryStore(), new AesGcmTokenCipher(globalThis.crypto, "s")),
      welcome: new MemoryAuthGateway(),
    };
    const failure = await logIn(deps, { email: "ada@meridian.example", password: "12345678" }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(AuthError);
    expect(messageForAuthError((failure as AuthError).code)).toBe(AuthMessage.TOO_MANY_ATTEMPTS);
    expect(seen.some((line) => line.startsWith(signInPath))).toBe(true);
  });
});

describe("the Firebase adapter's token refresh", () => {
  it("exchanges the refresh token for a new pair", async () => {
    answers.set(tokenPath, {
      status: 200,
      body: { id_token: "id-2", refresh_token: "refresh-2", expires_in: "3600" },
    });
    expect(await provider().refresh("refresh-1")).toEqual({ token: "id-2", refreshToken: "refresh-2" });
    expect(seen.at(-1)).toBe(`${tokenPath} grant_type=refresh_token&refresh_token=refresh-1`);
  });

  it.each(["INVALID_REFRESH_TOKEN", "TOKEN_EXPIRED", "USER_DISABLED", "USER_NOT_FOUND"])(
    "returns nothing when the token service answers %s",
    async (reason) => {
      answers.set(tokenPath, error(400, reason));
      expect(await provider().refresh("refresh-1")).toBeNull();
    },
  );

  it("fails with NETWORK_REQUEST_FAILED when the service cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    await expect(provider(`127.0.0.1:${port}`).refresh("refresh-1")).rejects.toEqual(
      new AuthError(AuthErrorCode.NETWORK_REQUEST_FAILED),
    );
  });

  it("fails with UNKNOW for any other answer", async () => {
    answers.set(tokenPath, error(500, "INTERNAL"));
    await expect(provider().refresh("refresh-1")).rejects.toEqual(new AuthError(AuthErrorCode.UNKNOW));
  });
});
