import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT } from "../../tests/support/auth-emulator.ts";

const PASSWORD = "gateway-test-password";
const identityToolkit = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

export interface EmulatorAccount {
  readonly uid: string;
  readonly email: string;
  readonly idToken: string;
}

/**
 * An account in the Firebase Auth emulator and a fresh ID token for it (created on first use), exactly what the
 * dashboard gets when this person signs in on the local stack.
 */
export async function emulatorAccount(email: string): Promise<EmulatorAccount> {
  // The token comes from signing in, never from the sign-up's answer: the emulator dates a new account's first
  // token from the start of the sign-up call but its validSince from later in it, so when a second boundary falls
  // in between, the token counts as revoked (firebase-admin checks revocation against the emulator) and the
  // gateway answers 401. A sign-in after the sign-up is dated after it. An account that exists is signed in to.
  await call("accounts:signUp", { email, password: PASSWORD, returnSecureToken: false });
  const answer = await call("accounts:signInWithPassword", {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  const body = (await answer.json()) as { localId?: string; idToken?: string; error?: { message?: string } };
  if (!answer.ok || !body.localId || !body.idToken) {
    throw new Error(`Auth emulator refused ${email}: ${body.error?.message ?? answer.status}`);
  }
  return { uid: body.localId, email: email.toLowerCase(), idToken: body.idToken };
}

async function call(method: string, body: object): Promise<Response> {
  const send = () =>
    fetch(`${identityToolkit}/${method}?key=emulator-key`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  try {
    return await send().catch((error: unknown) => {
      // The emulator closes a connection left idle, and our side reuses it until it has read that close: on a busy
      // machine the two cross, and the call dies unsent. Sent once more, it goes on a new connection.
      if (socketClosed(error)) return send();
      throw error;
    });
  } catch (error) {
    throw new Error(
      `The Auth emulator (${AUTH_EMULATOR_PROJECT}) does not answer at ${AUTH_EMULATOR_HOST}: run the gateway tests through tests/support/with-auth-emulator.ts`,
      { cause: error },
    );
  }
}

function socketClosed(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === "UND_ERR_SOCKET";
}
