/** The Firebase Auth emulator the local profile and the emulator tests run against (firebase.json). */
export const AUTH_EMULATOR_HOST = "127.0.0.1:9099";
export const AUTH_EMULATOR_PROJECT = "demo-meridian";

const admin = `http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}`;

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${admin}${path}`, init);
  } catch (error) {
    throw new Error(
      `The Auth emulator does not answer at ${AUTH_EMULATOR_HOST}: run the tests through tests/support/with-auth-emulator.ts`,
      { cause: error },
    );
  }
  if (!response.ok) throw new Error(`Auth emulator ${init.method ?? "GET"} ${path}: ${response.status}`);
  return response;
}

/**
 * Email privacy on (so codes match production: a wrong email or password is `auth/invalid-credential`), and no
 * accounts left from an earlier run.
 */
export async function prepareAuthEmulator(): Promise<void> {
  await call("/config", {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  await call("/accounts", { method: "DELETE" });
}

interface OobCode {
  readonly email: string;
  readonly requestType: string;
  readonly oobCode: string;
}

/** The code of the last password-reset email the emulator "sent" to this address, read from its REST endpoint. */
export async function emulatedResetCodeFor(email: string): Promise<string | null> {
  const { oobCodes } = (await (await call("/oobCodes")).json()) as { oobCodes: OobCode[] };
  const codes = oobCodes.filter((code) => code.email === email && code.requestType === "PASSWORD_RESET");
  return codes.at(-1)?.oobCode ?? null;
}
