import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HttpComplianceEvidenceGateway } from "../adapters/gateway-http/compliance-evidence/http-compliance-evidence-gateway.adapter.ts";
import { BODIES_NOT_ALLOWED } from "../core/compliance-evidence/evidence-access.ts";
import { evidenceFiles, evidenceZip, evidenceZipTexts } from "../core/compliance-evidence/evidence-bundle.ts";
import { EVIDENCE_FILES } from "../core/compliance-evidence/evidence-file-names.ts";
import { EvidenceMother } from "../core/compliance-evidence/evidence-source.mother.ts";
import { api, clientFor, errMsgs, gatewayPact, SESSION } from "./gateway-pact.ts";
import { aDepartment, anOrganization, IDS } from "./organization-pact-shapes.ts";

const pact = gatewayPact();
const EVIDENCE = `/organization/${IDS.org}/departments/${IDS.department}/evidence`;

/** A bundle as the gateway makes one, for the mock server to answer with (the verifier matches its media type). */
async function exampleZipFile(): Promise<string> {
  const source = EvidenceMother.source();
  const digest = async (text: string) => {
    const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
    return Buffer.from(bytes).toString("hex");
  };
  const file = join(mkdtempSync(join(tmpdir(), "evidence-pact-")), "evidence.zip");
  writeFileSync(file, evidenceZip(await evidenceFiles(source, { digest }), source.generatedAt));
  return file;
}

const gatewayOf = (mockServer: Parameters<typeof clientFor>[0]) => {
  const { client, pages } = clientFor(mockServer);
  return { gateway: new HttpComplianceEvidenceGateway(client), pages };
};

describe("the compliance evidence contract", () => {
  it("downloads a department's evidence for a month as a zip", async () => {
    const zip = await exampleZipFile();
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .uponReceiving("a request for a department's compliance evidence of a month")
      .withRequest("GET", api(EVIDENCE), (request) =>
        request.headers(SESSION).query({ period: "2026-03", bodies: "false" }),
      )
      .willRespondWith(200, (response) => response.binaryFile("application/zip", zip))
      .executeTest(async (mockServer) => {
        const blob = await gatewayOf(mockServer).gateway.download(IDS.org, IDS.department, {
          period: "2026-03",
          bodies: false,
        });
        const files = evidenceZipTexts(new Uint8Array(await blob.arrayBuffer()));
        expect(Object.keys(files)).toContain(EVIDENCE_FILES.manifest);
      });
  });

  it("refuses request bodies to a department admin in words the screen shows, without an error page", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .uponReceiving("a department admin's request for the evidence with request bodies")
      .withRequest("GET", api(EVIDENCE), (request) =>
        request.headers(SESSION).query({ period: "2026-03", bodies: "true" }),
      )
      .willRespondWith(403, (response) => response.jsonBody(errMsgs(BODIES_NOT_ALLOWED)))
      .executeTest(async (mockServer) => {
        const { gateway, pages } = gatewayOf(mockServer);
        await expect(
          gateway.download(IDS.org, IDS.department, { period: "2026-03", bodies: true }),
        ).rejects.toMatchObject({ status: 403, serverMessages: [BODIES_NOT_ALLOWED] });
        expect(pages).toEqual([]);
      });
  });
});
