import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpAuditLogGateway } from "../adapters/gateway-http/audit/http-audit-log-gateway.adapter.ts";
import { AUDIT_EXPORT_FIELDS } from "../core/audit/audit-export.ts";
import { api, clientFor, errMsgs, gatewayPact, isoDateTime, SESSION, textBody } from "./gateway-pact.ts";
import { anOrganization, auditEntries, IDS } from "./organization-pact-shapes.ts";

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;
const pact = gatewayPact();
const AUDIT = `/organization/${IDS.org}/audit`;
const HASH = "3f6d1c2a9b8e7f605142332415161718191a1b1c1d1e1f20212223242526272a";
const hash = () => regex("^[0-9a-f]{64}$", HASH);

const ENTRIES = auditEntries();

/** One entry as the gateway answers it: who, with which role, what, before → after, from where, chained. */
const anEntry = () => ({
  organizationId: string(IDS.org),
  departmentId: like("dep-sales"),
  actor: { id: string("user-owner"), email: string("owner@meridian.example"), role: string("OWNER") },
  kind: "DEPARTMENT_CREATED",
  subject: { type: string("department"), id: string("dep-sales"), name: string("Sales") },
  before: null,
  after: like({ name: "Sales", description: null }),
  address: like("203.0.113.7"),
  sequence: integer(2),
  at: isoDateTime(),
  previousSeal: hash(),
  hash: hash(),
});

const head = () => ({ count: integer(2), hash: hash() });

const gatewayOf = (mockServer: Parameters<typeof clientFor>[0]) => {
  const { client, pages } = clientFor(mockServer);
  return { gateway: new HttpAuditLogGateway(client), pages };
};

describe("the audit log contract", () => {
  it("lists a page of the organization's entries of one kind, newest first, with the chain's head", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...ENTRIES)
      .uponReceiving("a request for the first page of the organization's departments created")
      .withRequest("GET", api(AUDIT), (request) =>
        request.headers(SESSION).query({ kind: "DEPARTMENT_CREATED", page: "1", limit: "25" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(anEntry()),
          meta: { total: integer(2), page: integer(1), limit: integer(25) },
          head: head(),
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await gatewayOf(mockServer).gateway.listEntries(IDS.org, {
          kind: "DEPARTMENT_CREATED",
          page: 1,
          limit: 25,
        });
        expect(page.items[0]).toMatchObject({ kind: "DEPARTMENT_CREATED", subject: { name: "Sales" } });
        expect(page.meta).toEqual({ total: 2, page: 1, limit: 25 });
        expect(page.head).toEqual({ count: 2, hash: HASH });
      });
  });

  it("refuses a kind the log does not have, in words and without an error page", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .uponReceiving("a request for the organization's audit log of an unknown kind")
      .withRequest("GET", api(AUDIT), (request) =>
        request.headers(SESSION).query({ kind: "SOMETHING", page: "1", limit: "25" }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(errMsgs("kind must be one of the audit log's kinds of change")),
      )
      .executeTest(async (mockServer) => {
        const { gateway, pages } = gatewayOf(mockServer);
        await expect(
          gateway.listEntries(IDS.org, { kind: "SOMETHING" as "MODEL_ADDED", page: 1, limit: 25 }),
        ).rejects.toMatchObject({ status: 400 });
        expect(pages).toEqual([]);
      });
  });

  it("answers the chain's verification: intact since its first entry, with the head it checked", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...ENTRIES)
      .uponReceiving("a request for the verification of the organization's audit chain")
      .withRequest("GET", api(`${AUDIT}/verification`), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          intact: boolean(true),
          count: integer(2),
          headHash: hash(),
          since: isoDateTime(),
          head: head(),
        }),
      )
      .executeTest(async (mockServer) => {
        const verification = await gatewayOf(mockServer).gateway.verify(IDS.org);
        expect(verification).toMatchObject({ intact: true, count: 2, head: { count: 2, hash: HASH } });
      });
  });

  it("exports the matching entries oldest first as a CSV file, the head after them", async () => {
    const header = AUDIT_EXPORT_FIELDS.join(",");
    const example = `${header}\r\n1,2026-12-07T02:00:00.000Z,user-owner,owner@meridian.example,OWNER,DEPARTMENT_CREATED,dep-legal,department,dep-legal,Legal,,"{""description"":null,""name"":""Legal""}",203.0.113.7,${HASH},${HASH}\r\n\r\nheadCount,headHash\r\n2,${HASH}`;
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...ENTRIES)
      .uponReceiving("a request for the CSV export of the organization's departments created")
      .withRequest("GET", api(`${AUDIT}/export`), (request) =>
        request.headers(SESSION).query({ kind: "DEPARTMENT_CREATED", format: "csv" }),
      )
      .willRespondWith(200, (response) =>
        textBody(
          response.headers({ "Content-Type": "text/csv; charset=utf-8" }),
          "text/csv; charset=utf-8",
          example,
        ).matchingRules({
          body: {
            path: "$",
            rules: [regex(`^${header}\\r\\n[\\s\\S]*headCount,headHash\\r\\n\\d+,[0-9a-f]{64}`, example)],
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const file = await gatewayOf(mockServer).gateway.exportEntries(
          IDS.org,
          { kind: "DEPARTMENT_CREATED" },
          "csv",
        );
        const text = await file.text();
        expect(text.split("\r\n")[0]).toBe(header);
        expect(text).toContain(`headCount,headHash\r\n2,${HASH}`);
      });
  });

  it("exports the matching entries as JSON with the organization and the head", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...ENTRIES)
      .uponReceiving("a request for the JSON export of the organization's audit log")
      .withRequest("GET", api(`${AUDIT}/export`), (request) =>
        request.headers(SESSION).query({ format: "json" }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ "Content-Type": regex("^application/json", "application/json; charset=utf-8") })
          .jsonBody({ organizationId: string(IDS.org), head: head(), entries: eachLike(anEntry()) }),
      )
      .executeTest(async (mockServer) => {
        const file = await gatewayOf(mockServer).gateway.exportEntries(IDS.org, {}, "json");
        const exported = JSON.parse(await file.text());
        expect(exported.head).toEqual({ count: 2, hash: HASH });
        expect(exported.entries[0].kind).toBe("DEPARTMENT_CREATED");
      });
  });
});
