import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpComplianceFilesGateway } from "../adapters/gateway-http/organization/http-compliance-files-gateway.adapter.ts";
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
        expect(stored).toMatchObject({ id: IDS.file, chunks: 4, lastModifiedByRole: "ADMIN" });
      });
  });

  it("adds a policy document the gateway fetches from a URL", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .uponReceiving("a policy document added from a URL")
      .withRequest("POST", api(`${FILES}/url`), (r) =>
        r
          .headers({ ...SESSION, ...JSON_BODY })
          .jsonBody({ name: "Vendorpolicy", url: "https://example.com/vendor.pdf" }),
      )
      .willRespondWith(success(201), (r) =>
        r.jsonBody({ ...complianceFile, name: MatchersV3.like("Vendorpolicy") }),
      )
      .executeTest(async (mockServer) => {
        const stored = await new HttpComplianceFilesGateway(clientFor(mockServer).client).addFileFromUrl(
          IDS.org,
          IDS.department,
          { name: "Vendorpolicy", url: "https://example.com/vendor.pdf" },
        );
        expect(stored).toMatchObject({ name: "Vendorpolicy", embeddings: 4 });
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
