import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { ACCOUNT_SUSPENDED, NOT_SIGNED_IN } from "./authenticate.ts";
import { EMAIL_OF_ANOTHER_ACCOUNT, INVITED_USER_PREFIX } from "./users.repository.ts";
import { users } from "./users.schema.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
});
afterAll(() => gateway.close());

const sendWelcome = (headers: Record<string, string>) =>
  fetch(`${gateway.apiUrl}/auth/send-welcome`, { method: "POST", headers });

describe("signed-in calls", () => {
  it("provisions a person on their first call and records the welcome email once", async () => {
    const person = await gateway.signIn();
    expect((await sendWelcome(person.headers)).status).toBe(204);
    const [first] = await gateway.db.select().from(users).where(eq(users.id, person.uid));
    expect(first?.email).toBe(person.email);
    expect(first?.welcomeEmailSentAt).not.toBeNull();

    expect((await sendWelcome(person.headers)).status).toBe(204);
    const [second] = await gateway.db.select().from(users).where(eq(users.id, person.uid));
    expect(second?.welcomeEmailSentAt).toBe(first?.welcomeEmailSentAt);
  });

  it("refuses a call without a token, with a message the dashboard can show", async () => {
    const response = await sendWelcome({});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errMsgs: [NOT_SIGNED_IN] });
  });

  it("refuses a token the identity provider did not issue", async () => {
    const person = await gateway.signIn();
    const [header, payload] = person.idToken.split(".");
    const forged = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    forged.sub = forged.user_id = "someone-else";
    const token = `${header}.${Buffer.from(JSON.stringify(forged)).toString("base64url")}.`;
    expect((await sendWelcome({ Authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await sendWelcome({ Authorization: "Bearer not-a-jwt" })).status).toBe(401);
  });

  it("refuses a suspended account with 403", async () => {
    const person = await gateway.signIn();
    await gateway.db.update(users).set({ suspended: true }).where(eq(users.id, person.uid));
    const response = await sendWelcome(person.headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errMsgs: [ACCOUNT_SUSPENDED] });
  });
});

describe("an email already owned by another account", () => {
  it("refuses a new identity-provider account with that email with 409, keeping the old account's data", async () => {
    const person = await gateway.signIn();
    await gateway.db.update(users).set({ id: "an-earlier-account" }).where(eq(users.id, person.uid));
    const response = await sendWelcome(person.headers);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ errMsgs: [EMAIL_OF_ANOTHER_ACCOUNT] });
    const [kept] = await gateway.db.select().from(users).where(eq(users.email, person.email));
    expect(kept?.id).toBe("an-earlier-account");
  });
});

describe("the first sign-in of someone invited by email", () => {
  it("takes over the invitation's account once, however many calls the page makes at once", async () => {
    const person = await gateway.signIn();
    const invitation = `${INVITED_USER_PREFIX}${person.uid}`;
    await gateway.db.update(users).set({ id: invitation }).where(eq(users.id, person.uid));
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendWelcome(person.headers)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(204));
    const owners = await gateway.db.select().from(users).where(eq(users.email, person.email));
    expect(owners.map((owner) => owner.id)).toEqual([person.uid]);
  });
});
