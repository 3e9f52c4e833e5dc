import { Container } from "inversify";
import { gatewayMemoryModule } from "../../adapters/modules/gateway-memory.module.ts";
import { ApiDocumentGateway } from "../../core/api-document/api-document-gateway.port.ts";
import { apiDocumentGatewayConformance } from "./api-document.conformance.ts";

// The memory profile binds the adapter loaded on the first call: it must behave like the adapter it loads.
apiDocumentGatewayConformance(async () => {
  const container = new Container();
  container.load(gatewayMemoryModule());
  return container.get(ApiDocumentGateway);
});
