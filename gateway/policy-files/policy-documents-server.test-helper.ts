import type { ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { trustedThrowawayCertificate } from "./throwaway-certificate.test-helper.ts";

/** An https server on a loopback port serving policy documents, with a certificate this test process alone trusts. */
export interface PolicyDocumentsServer {
  /** `https://127.0.0.1:<port>`. */
  readonly origin: string;
  close(): Promise<void>;
}

export async function startPolicyDocumentsServer(
  answer: (path: string, response: ServerResponse) => void,
): Promise<PolicyDocumentsServer> {
  const certificate = trustedThrowawayCertificate("policies.loopback.test");
  const server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) =>
    answer(request.url ?? "/", response),
  );
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((closed) => server.close(() => closed()));
      certificate.untrust();
    },
  };
}
