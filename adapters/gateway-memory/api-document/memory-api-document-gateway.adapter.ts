import type { ApiDocumentGateway } from "../../../core/api-document/api-document-gateway.port.ts";
import type { OpenApiDocument } from "../../../core/api-document/openapi-document.ts";
import generated from "./openapi.json";

/** JSON modules type their strings loosely (`in: string`), so the document is read as the port's type. */
const DOCUMENT = generated as unknown as OpenApiDocument;

/**
 * The reference gateway's document, as `npm run api-document` committed it: the memory profile has no gateway
 * to ask. A gateway test fails when the copy falls behind the routes.
 */
export class MemoryApiDocumentGateway implements ApiDocumentGateway {
  async apiDocument(): Promise<OpenApiDocument> {
    // A copy: what one caller does with the document is not seen by the next.
    return structuredClone(DOCUMENT);
  }
}
