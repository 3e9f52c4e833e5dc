import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = "mobile" | "desktop";

export interface PageAudit {
  /** Category scores from 0 to 100. */
  readonly scores: Readonly<Record<Category, number>>;
  /** Where the page ended up, to catch a signed-in page that sent the visitor back to sign in. */
  readonly finalPath: string;
  /** Addresses the page requested outside the loopback host. */
  readonly requestsLeavingLoopback: readonly string[];
  /** The performance metrics as Lighthouse shows them, e.g. "LCP 2.4 s", to see what moved a score. */
  readonly metrics: readonly string[];
  /** Audits that cost points, with their score and Lighthouse's displayed value, to say what to fix. */
  readonly lostPoints: readonly LostPoints[];
  /** The whole Lighthouse result as JSON, to open in the Lighthouse viewer. */
  readonly report: string;
}

export interface LostPoints {
  /** Category and audit, e.g. performance/total-blocking-time. */
  readonly audit: string;
  readonly score: number;
  readonly shown: string;
}

const METRICS: Readonly<Record<string, string>> = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
};

interface NetworkRequestsDetails {
  readonly items?: ReadonlyArray<{ readonly url?: string }>;
}

/**
 * One Lighthouse navigation of `url` in the Chromium listening on `port`: mobile uses Lighthouse's default
 * settings (Moto G Power, slow 4G, 4x CPU, simulated), desktop its desktop preset. Lighthouse's storage reset
 * empties the service worker and the caches before loading, so each run is a first visit; it leaves
 * localStorage alone, which keeps a signed-in session.
 */
export async function auditPage(url: string, port: number, formFactor: FormFactor): Promise<PageAudit> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const requested =
    (lhr.audits["network-requests"]?.details as NetworkRequestsDetails | undefined)?.items ?? [];
  return {
    scores,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    requestsLeavingLoopback: requested
      .map((item) => item.url ?? "")
      .filter((address) => /^https?:/.test(address) && new URL(address).hostname !== "127.0.0.1"),
    metrics: Object.entries(METRICS).map(
      ([id, short]) => `${short} ${lhr.audits[id]?.displayValue?.replace(/\u00a0/g, " ") ?? "?"}`,
    ),
    lostPoints: CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ({
          audit: `${category}/${ref.id}`,
          score: Math.round((lhr.audits[ref.id]?.score ?? 0) * 100),
          shown: lhr.audits[ref.id]?.displayValue ?? "",
        })),
    ),
    report: JSON.stringify(lhr),
  };
}
