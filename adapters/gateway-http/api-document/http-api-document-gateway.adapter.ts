import type { ApiDocumentGateway } from "../../../core/api-document/api-document-gateway.port.ts";
import type { OpenApiDocument } from "../../../core/api-document/openapi-document.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

/** The document the gateway generates from its own routes, read without signing in. */
export class HttpApiDocumentGateway implements ApiDocumentGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async apiDocument(): Promise<OpenApiDocument> {
    return (await this.http.get("/openapi.json", { auth: "public" })) as OpenApiDocument;
  }
}
