import { Writable } from "node:stream";
import { documentOnlyDeps } from "../api-document/document-only-deps.ts";
import { buildServer } from "../server/build-server.ts";

/** What the gateway logs when it has generated its API document at start. */
export interface ApiDocumentGenerated {
  readonly ms: number;
  readonly operations: number;
}

/** Builds the server once, as a start does, and returns its "API document generated" log line. */
export async function generateApiDocumentAtStart(): Promise<ApiDocumentGenerated | undefined> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildServer(documentOnlyDeps(), { level: "info", stream });
  await app.ready();
  await app.close();
  return lines.map((line) => JSON.parse(line)).find((line) => line.msg.startsWith("API document generated"));
}
