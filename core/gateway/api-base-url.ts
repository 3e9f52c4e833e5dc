/** Where the gateway's API lives: the production origin and the demo one (the reference gateway locally). */
export interface ApiOrigins {
  /** e.g. `https://app.meridian.example` */
  readonly apiOrigin: string;
  /** e.g. `http://127.0.0.1:8080` */
  readonly demoApiOrigin: string;
}

/** Every call of SPEC §7 lives under this path of the API origin. */
export const API_PATH = "/v1/api";

/**
 * The API base for the page the dashboard runs on (SPEC §7): a demo or local host (its name contains `demo` or
 * `localhost`, or it is a 127.x loopback address) talks to the demo origin, any other host to production.
 */
export function apiBaseUrl(origins: ApiOrigins, pageHost: string): string {
  const origin = isDemoHost(pageHost) ? origins.demoApiOrigin : origins.apiOrigin;
  return `${origin.replace(/\/+$/, "")}${API_PATH}`;
}

export function isDemoHost(pageHost: string): boolean {
  const host = pageHost.trim().toLowerCase();
  const hostname = host.replace(/:\d+$/, "");
  return host.includes("demo") || host.includes("localhost") || /^127(\.\d{1,3}){3}$/.test(hostname);
}
