import type { AuditSeal } from "../core/audit/audit-seal.port.ts";
import type { Clock } from "../core/clock/clock.port.ts";
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_STAFF } from "../demo/demo-people.ts";
import type { Database } from "../gateway/database/database.ts";
import { provisionUser, type UserRow } from "../gateway/identity/users.repository.ts";
import { seedDemo } from "../gateway/seed/seed-demo.ts";
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT } from "../tests/support/auth-emulator.ts";

/**
 * The account `npm start` prints, the same as the memory profile's (adapters/auth-memory). Its uid is fixed so
 * the gateway's persisted data (organization, history) still belongs to it after the emulator restarts empty.
 */
export const DEMO_ACCOUNT = {
  uid: "meridian-demo-account",
  email: DEMO_PEOPLE.owner.email,
  password: DEMO_PASSWORD,
} as const;

interface EmulatorAccount {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
}

/**
 * The demo organization's other people, who sign in with the demo password to try each role: their uid is the
 * user id the seed gives them, so the emulator's account and the gateway's seeded user are one person.
 */
export const DEMO_PEOPLE_ACCOUNTS: readonly EmulatorAccount[] = Object.values(DEMO_STAFF).map(
  ({ id, email }) => ({
    uid: id,
    email,
    password: DEMO_ACCOUNT.password,
  }),
);

const accounts = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${AUTH_EMULATOR_PROJECT}/accounts`;

/**
 * Makes the Auth emulator hold the demo account with its fixed uid and password, whatever it held before; true
 * when it had to change something (which ends the sessions signed in before).
 */
export function ensureDemoEmulatorAccount(): Promise<boolean> {
  return ensureEmulatorAccount(DEMO_ACCOUNT);
}

/**
 * Makes the Auth emulator hold this account with its uid and password, whatever it held before: an account of
 * another uid under its email is deleted, a changed password is set back. True when something had to change.
 */
async function ensureEmulatorAccount({ uid, email, password }: EmulatorAccount): Promise<boolean> {
  const { users = [] } = await admin<{ users?: EmulatorUser[] }>(":lookup", { email: [email] });
  // Setting a password revokes the account's earlier tokens (the emulator moves its validSince), so an account
  // that is already as it should be is left alone: sessions signed in before stay valid.
  if (
    users.length === 1 &&
    users[0]?.localId === uid &&
    users[0].passwordHash?.endsWith(`:password=${password}`)
  )
    return false;
  for (const user of users.filter((found) => found.localId !== uid))
    await admin(":delete", { localId: user.localId });
  const account = { localId: uid, email, password };
  const updated = await adminCall(":update", account);
  if (updated.ok) return true;
  const why = await updated.text();
  const created = await adminCall("", account);
  if (created.ok) return true;
  const refusal = await created.text();
  // An emulator restarted on saved accounts may still be importing them: the account the update did not find
  // yet is there by the time the creation is refused. Set its password then.
  if (refusal.includes("DUPLICATE_LOCAL_ID") && (await adminCall(":update", account)).ok) return true;
  throw new Error(
    `Auth emulator account ${email}: update ${updated.status} ${why}; create ${created.status} ${refusal}`,
  );
}

/**
 * The demo account and the demo organization's people in the emulator, the demo account's user row in the
 * gateway's database and the demo data around it (the people's user rows included).
 */
export async function prepareDemoAccount(db: Database, clock: Clock, auditSeal: AuditSeal): Promise<UserRow> {
  await ensureDemoEmulatorAccount();
  for (const account of DEMO_PEOPLE_ACCOUNTS) await ensureEmulatorAccount(account);
  return seedDemoAccountData(db, clock, auditSeal);
}

/** Provisions the demo account's user row and seeds the demo data around it (organization, request history). */
export async function seedDemoAccountData(
  db: Database,
  clock: Clock,
  auditSeal: AuditSeal,
): Promise<UserRow> {
  const user = await provisionUser(db, { uid: DEMO_ACCOUNT.uid, email: DEMO_ACCOUNT.email, expiresAt: 0 });
  await seedDemo(db, user, clock, auditSeal);
  return user;
}

/** What the emulator's lookup tells of an account: its fake hash ends with the password it holds. */
interface EmulatorUser {
  readonly localId: string;
  readonly passwordHash?: string;
}

async function admin<T = unknown>(method: string, body: object): Promise<T> {
  const response = await adminCall(method, body);
  if (!response.ok)
    throw new Error(`Auth emulator accounts${method}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function adminCall(method: string, body: object): Promise<Response> {
  // The emulator takes `Bearer owner` as an administrator's credentials. A connection per call: these calls come
  // seconds apart, and a kept-alive socket the emulator closed meanwhile fails the call ("other side closed").
  return fetch(`${accounts}${method}`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json", Connection: "close" },
    body: JSON.stringify(body),
  });
}
