import { HttpApiDocumentGateway } from "../../adapters/gateway-http/api-document/http-api-document-gateway.adapter.ts";
import { fixedTokens, testClient } from "../../adapters/gateway-http/gateway-http-test-kit.test-helper.ts";
import { apiDocumentGatewayConformance } from "./api-document.conformance.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";

const reference = gatewayForConformance();

// Nobody signed in: the document is public.
apiDocumentGatewayConformance(
  async () =>
    new HttpApiDocumentGateway(testClient(reference.gateway.apiUrl, { tokens: fixedTokens(null) }).client),
);
