import { MemoryApiDocumentGateway } from "../../adapters/gateway-memory/api-document/memory-api-document-gateway.adapter.ts";
import { apiDocumentGatewayConformance } from "./api-document.conformance.ts";

apiDocumentGatewayConformance(async () => new MemoryApiDocumentGateway());
