import { AUTH_EMULATOR_HOST } from "../tests/support/auth-emulator.ts";

/** Signs in with a password through the Auth emulator's REST API, as the Firebase SDK does in the dashboard. */
export function signInThroughEmulator(email: string, password: string) {
  return passwordCall("signInWithPassword", email, password);
}

/** Creates an account with a password through the Auth emulator's REST API and signs it in. */
export function signUpThroughEmulator(email: string, password: string) {
  return passwordCall("signUp", email, password);
}

async function passwordCall(
  method: "signUp" | "signInWithPassword",
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=local-stack`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as {
    localId?: string;
    idToken?: string;
    error?: { message?: string };
  };
  if (!body.localId || !body.idToken)
    throw new Error(`The Auth emulator refused ${email}: ${body.error?.message ?? response.status}`);
  return { uid: body.localId, idToken: body.idToken };
}
