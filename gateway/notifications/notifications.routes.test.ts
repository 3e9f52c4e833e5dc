import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { NOTIFICATION_NOT_FOUND } from "./notification-refusals.ts";
import { notifyEach } from "./notifications.repository.ts";

let now = Date.parse("2026-11-20T10:00:00Z");
let gateway: TestGateway;
const call = jsonCalls(() => gateway);

beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false, clock: { now: () => now } });
});
afterAll(() => gateway.close());

const details = (threshold: number) => ({
  departmentId: "dep-research",
  departmentName: "Research",
  threshold,
  spend: threshold * 5,
  budget: 500,
  period: "2026-11",
});

/** Someone notified of the 50 % and then the 80 % threshold, a minute apart, and someone else of the 50 %. */
async function notifiedPeople(): Promise<[SignedInPerson, SignedInPerson]> {
  const reader = await gateway.signIn();
  const other = await gateway.signIn();
  const at = (minute: number) => new Date(now + minute * 60_000).toISOString();
  await notifyEach(
    gateway.db,
    [reader.uid, other.uid],
    { kind: "budget-threshold", details: details(50) },
    at(0),
  );
  await notifyEach(gateway.db, [reader.uid], { kind: "budget-threshold", details: details(80) }, at(1));
  return [reader, other];
}

describe("a person's notifications", () => {
  it("are theirs only, newest first, with the unread count; money as decimals", async () => {
    const [reader] = await notifiedPeople();
    const answer = await call("GET", "/notifications", reader.headers);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      data: [
        {
          id: expect.stringMatching(/^ntf-/),
          kind: "budget-threshold",
          createdAt: "2026-11-20T10:01:00.000Z",
          readAt: null,
          details: details(80),
        },
        expect.objectContaining({ createdAt: "2026-11-20T10:00:00.000Z", details: details(50) }),
      ],
      unread: 2,
    });
    expect(answer.text).toContain('"budget":500.0');
  });

  it("are marked read one at a time, keeping the first time, then all at once", async () => {
    const [reader, other] = await notifiedPeople();
    const [newest] = (await call("GET", "/notifications", reader.headers)).json.data;
    expect((await call("POST", `/notifications/${newest.id}/read`, reader.headers)).status).toBe(204);
    now += 60_000;
    expect((await call("POST", `/notifications/${newest.id}/read`, reader.headers)).status).toBe(204);
    const once = (await call("GET", "/notifications", reader.headers)).json;
    expect(once.unread).toBe(1);
    expect(once.data[0].readAt).toBe(new Date(now - 60_000).toISOString());

    expect((await call("POST", "/notifications/read-all", reader.headers)).status).toBe(204);
    const all = (await call("GET", "/notifications", reader.headers)).json;
    expect(all.unread).toBe(0);
    expect(all.data.map((row: { readAt: string | null }) => row.readAt !== null)).toEqual([true, true]);
    expect((await call("GET", "/notifications", other.headers)).json.unread).toBe(1);
  });

  it("do not let anyone read, or mark, someone else's", async () => {
    const [reader, other] = await notifiedPeople();
    const [theirs] = (await call("GET", "/notifications", other.headers)).json.data;
    expect(await call("POST", `/notifications/${theirs.id}/read`, reader.headers)).toMatchObject({
      status: 404,
      json: { errMsgs: [NOTIFICATION_NOT_FOUND] },
    });
    expect((await call("GET", "/notifications", other.headers)).json.unread).toBe(1);
    expect((await call("POST", "/notifications/%20/read", reader.headers)).status).toBe(400);
    expect((await call("GET", "/notifications")).status).toBe(401);
  });
});
