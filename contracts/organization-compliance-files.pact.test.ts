import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpComplianceFilesGateway } from "../adapters/gateway-http/organization/http-compliance-files-gateway.adapter.ts";
import { HttpOrganizationSettingsGateway } from "../adapters/gateway-http/organization/http-organization-settings-gateway.adapter.ts";
import { POLICY_SEARCH_QUERY_MISSING } from "../core/organization/compliance-file-search.ts";
import { api, clientFor, errMsgs, gatewayPact, JSON_BODY, SESSION, success } from "./gateway-pact.ts";
import { aDepartment, anOrganization, complianceFile, IDS } from "./organization-pact-shapes.ts";

const pact = gatewayPact();
const FILES = `/organization/${IDS.org}/departments/${IDS.department}/files`;
const POLICY = join(import.meta.dirname, "fixtures", "retention-policy.txt");
const BOUNDARY = "meridian-policy-upload";
const BOUNDARY_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * The multipart request the gateway is replayed: pact's own multipartBody() writes a single part, and the gateway
 * needs both. Any boundary matches, as browsers choose their own.
 */
function policyUpload(name: string) {
  const body = Buffer.from(
    [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="name"',
      "",
      name,
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="file"; filename="retention-policy.txt"',
      "Content-Type: text/plain",
      "",
      readFileSync(POLICY, "utf8"),
      `--${BOUNDARY}--`,
      "",
    ].join("\r\n"),
  );
  return { contentType: MatchersV3.regex("^multipart/form-data;\\s*boundary=.+$", BOUNDARY_TYPE), body };
}

describe("the compliance files contract", () => {
  it("uploads a policy document as multipart name and file", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .uponReceiving("a policy document uploaded to a department")
      .withRequest("POST", api(FILES), (request) => {
        const { contentType, body } = policyUpload("Dataretentionpolicy");
        request
          .headers({ ...SESSION, "Content-Type": contentType })
          .body(BOUNDARY_TYPE, body)
          // The binary body's own content-type rule would otherwise cascade onto the text field.
          .matchingRules({
            body: { path: "$.name", rules: [MatchersV3.regex("^\\S+$", "Dataretentionpolicy")] },
          });
      })
      .willRespondWith(success(201), (response) => response.jsonBody(complianceFile))
      .executeTest(async (mockServer) => {
        const file = new File([readFileSync(POLICY)], "retention-policy.txt", { type: "text/plain" });
        const stored = await new HttpComplianceFilesGateway(clientFor(mockServer).client).uploadFile(
          IDS.org,
          IDS.department,
          { name: "Dataretentionpolicy", file },
        );
        // Answered before it is read: no count is shown until the gateway has one.
        expect(stored).toMatchObject({
          id: IDS.file,
          status: "PENDING",
          statusReason: null,
          chunks: 0,
          lastModifiedByRole: "ADMIN",
        });
      });
  });

  it("refuses a document from a loopback address, with the gateway's words and no error page", async () => {
    const loopback = { name: "Vendorpolicy", url: "http://127.0.0.1:9/vendor.txt" };
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .uponReceiving("a policy document from a loopback address")
      .withRequest("POST", api(`${FILES}/url`), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody(loopback),
      )
      .willRespondWith(400, (r) => r.jsonBody(errMsgs("The address is refused: it is a loopback address.")))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const refused = new HttpComplianceFilesGateway(client).addFileFromUrl(
          IDS.org,
          IDS.department,
          loopback,
        );
        await expect(refused).rejects.toMatchObject({ status: 400 });
        expect(pages).toEqual([]);
      });
  });

  it("searches a department's documents, answering how it searched and the passages found", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "MEMBER" }))
      .uponReceiving("a search of a department's policy documents")
      .withRequest("GET", api(`${FILES}/search`), (r) => r.headers(SESSION).query({ q: "retention days" }))
      .willRespondWith(success(200), (r) =>
        r.jsonBody({ by: MatchersV3.regex("^(meaning|words)$", "words"), passages: [] }),
      )
      .executeTest(async (mockServer) => {
        const gateway = new HttpComplianceFilesGateway(clientFor(mockServer).client);
        const found = await gateway.searchFiles(IDS.org, IDS.department, "retention days");
        expect(found).toEqual({ by: "words", passages: [] });
      });
  });

  it("refuses a search without words", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "MEMBER" }))
      .uponReceiving("a search of a department's policy documents without words")
      .withRequest("GET", api(`${FILES}/search`), (r) => r.headers(SESSION).query({ q: "" }))
      .willRespondWith(400, (r) => r.jsonBody(errMsgs(POLICY_SEARCH_QUERY_MISSING)))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        await expect(
          new HttpComplianceFilesGateway(client).searchFiles(IDS.org, IDS.department, ""),
        ).rejects.toMatchObject({ status: 400, serverMessages: [POLICY_SEARCH_QUERY_MISSING] });
        expect(pages).toEqual([]);
      });
  });

  it("reads the organization's embedding model and the models it may choose from", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization())
      .uponReceiving("the organization's settings")
      .withRequest("GET", api(`/organization/${IDS.org}/settings`), (r) => r.headers(SESSION))
      .willRespondWith(success(200), (r) =>
        r.jsonBody({
          embeddingModel: MatchersV3.like("text-embedding-3-small"),
          embeddingModels: MatchersV3.eachLike("text-embedding-3-small"),
        }),
      )
      .executeTest(async (mockServer) => {
        const settings = await new HttpOrganizationSettingsGateway(clientFor(mockServer).client).getSettings(
          IDS.org,
        );
        expect(settings).toEqual({
          embeddingModel: "text-embedding-3-small",
          embeddingModels: ["text-embedding-3-small"],
        });
      });
  });

  it("chooses the organization's embedding model", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization())
      .uponReceiving("the organization's embedding model chosen by its owner")
      .withRequest("PUT", api(`/organization/${IDS.org}/settings`), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ embeddingModel: "text-embedding-3-small" }),
      )
      .willRespondWith(success(200), (r) =>
        r.jsonBody({
          embeddingModel: "text-embedding-3-small",
          embeddingModels: MatchersV3.eachLike("text-embedding-3-small"),
        }),
      )
      .executeTest(async (mockServer) => {
        const settings = await new HttpOrganizationSettingsGateway(
          clientFor(mockServer).client,
        ).updateSettings(IDS.org, { embeddingModel: "text-embedding-3-small" });
        expect(settings.embeddingModel).toBe("text-embedding-3-small");
      });
  });

  it("refuses an address that is not a URL, with the gateway's words and no error page", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .uponReceiving("a policy document from an address that is not a URL")
      .withRequest("POST", api(`${FILES}/url`), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ name: "Broken", url: "not a url" }),
      )
      .willRespondWith(400, (r) => r.jsonBody(errMsgs("url must be a URL address")))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const refused = new HttpComplianceFilesGateway(client).addFileFromUrl(IDS.org, IDS.department, {
          name: "Broken",
          url: "not a url",
        });
        await expect(refused).rejects.toMatchObject({
          status: 400,
          serverMessages: ["url must be a URL address"],
        });
        expect(pages).toEqual([]);
      });
  });

  it("deletes a policy document", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .given("a compliance file of the department", {
        orgId: IDS.org,
        depId: IDS.department,
        fileId: IDS.file,
        lastModifiedByRole: "ADMIN",
      })
      .uponReceiving("a policy document deleted")
      .withRequest("DELETE", api(`${FILES}/${IDS.file}`), (r) => r.headers(SESSION))
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        const gateway = new HttpComplianceFilesGateway(clientFor(mockServer).client);
        await expect(gateway.deleteFile(IDS.org, IDS.department, IDS.file)).resolves.toBeUndefined();
      });
  });
});
