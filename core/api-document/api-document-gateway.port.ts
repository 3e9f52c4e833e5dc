import { token } from "../wiring/token.ts";
import type { OpenApiDocument } from "./openapi-document.ts";

/** The gateway's description of itself (an addition to SPEC §7). */
export interface ApiDocumentGateway {
  /** GET /openapi.json, without authentication: the OpenAPI document the gateway generates from its routes. */
  apiDocument(): Promise<OpenApiDocument>;
}

export const ApiDocumentGateway = token<ApiDocumentGateway>("ApiDocumentGateway");
