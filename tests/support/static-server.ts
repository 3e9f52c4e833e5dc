import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { createSecureServer, type Http2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";
import { SECURITY_HEADERS_FILE } from "../../core/security/content-security-policy.ts";
import { encodedForRequest } from "./compressed-response.ts";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

export interface StaticServer {
  /** Base address without a trailing slash, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  close(): Promise<void>;
}

/** A certificate and its key, PEM encoded (tests/support/local-certificate.ts makes one for 127.0.0.1). */
export interface TlsCredentials {
  readonly key: string;
  readonly cert: string;
}

/** What the handler reads of a request and writes to a response, alike in HTTP/1.1 and HTTP/2. */
type Request = Pick<IncomingMessage, "method" | "url" | "headers">;
interface Response {
  setHeader(name: string, value: string): unknown;
  writeHead(status: number, headers?: OutgoingHttpHeaders): unknown;
  end(): unknown;
  end(body: Buffer | string): unknown;
}

type Root = string | (() => string);

/**
 * Serves a built app the way a static host would: files as they are, text compressed (compressed-response.ts),
 * any unknown extension-less path as index.html (the router decides what it shows), and 404 for missing assets.
 * Every response carries the security headers the build wrote (its Content Security Policy, ui/security). `root`
 * may be a function, read at every request: switching the folder it names deploys another build at the same
 * address.
 */
export async function serveDist(root: Root, port = 0): Promise<StaticServer> {
  const server = createServer(handlerFor(root));
  const address = await listening(server, port);
  return {
    url: `http://${address}`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}

/**
 * The same server over HTTPS with HTTP/2 (HTTP/1.1 still offered), as production hosts and CDNs serve a build:
 * one connection carries every request, where plain HTTP/1.1 queues them on six.
 */
export async function serveDistSecurely(root: Root, credentials: TlsCredentials): Promise<StaticServer> {
  const server = createSecureServer({ ...credentials, allowHTTP1: true }, handlerFor(root));
  const sessions = new Set<Http2Session>();
  server.on("session", (session: Http2Session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  const address = await listening(server, 0);
  return {
    url: `https://${address}`,
    close: () =>
      new Promise<void>((done, fail) => {
        for (const session of sessions) session.destroy();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}

function handlerFor(root: Root): (request: Request, response: Response) => void {
  const currentRoot = typeof root === "string" ? () => root : root;
  return (request, response) => {
    handle(resolve(currentRoot()), request, response).catch((error: unknown) => {
      response.writeHead(500, { "Content-Type": CONTENT_TYPES[".txt"] });
      response.end(String(error));
    });
  };
}

interface Listener {
  once(event: "error", listener: (error: Error) => void): unknown;
  listen(port: number, host: string, done: () => void): unknown;
  address(): AddressInfo | string | null;
}

/** Listens on the loopback address; resolves to host:port. */
async function listening(server: Listener, port: number): Promise<string> {
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", done);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return `127.0.0.1:${actualPort}`;
}

async function handle(base: string, request: Request, response: Response): Promise<void> {
  for (const [name, value] of Object.entries(await securityHeadersOf(base))) response.setHeader(name, value);
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD" });
    response.end();
    return;
  }
  const pathname = decodedPath(request.url ?? "/");
  if (pathname === null) {
    response.writeHead(400);
    response.end();
    return;
  }
  const file = resolve(base, `.${pathname}`);
  if (file !== base && !file.startsWith(base + sep)) {
    response.writeHead(403);
    response.end();
    return;
  }
  if (await isFile(file)) {
    await send(response, request, file);
  } else if (extname(pathname) === "") {
    await send(response, request, resolve(base, "index.html"));
  } else {
    response.writeHead(404, { "Content-Type": CONTENT_TYPES[".txt"] });
    response.end("Not found");
  }
}

async function send(response: Response, request: Request, file: string): Promise<void> {
  const extension = extname(file);
  const { body, headers } = encodedForRequest(request, file, await readFile(file));
  response.writeHead(200, {
    ...headers,
    "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream",
    "Content-Length": body.length,
    // index.html names the hashed bundles of the current build, so it must never be served stale.
    ...(extension === ".html" ? { "Cache-Control": "no-cache" } : {}),
  });
  if (request.method === "HEAD") response.end();
  else response.end(body);
}

/** Read at every request, like the folder itself: a rebuilt or switched build brings its own policy. */
async function securityHeadersOf(base: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(join(base, SECURITY_HEADERS_FILE), "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return null;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
