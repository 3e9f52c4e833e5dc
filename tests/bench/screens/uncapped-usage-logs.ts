import type { Page } from "playwright-core";
import { USAGE_LOG_LIST_LIMIT } from "../../../core/usage-logs/usage-log-rules.ts";

interface ListedRequest {
  readonly id: string;
  readonly createdAt: string;
}

/** An answer as given to the page: the gateway's status and headers, the concatenated body. */
interface Fulfilled {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** What the page's request for the logs was answered with. */
export interface UncappedAnswer {
  readonly rows: number;
  readonly gatewayCalls: number;
  readonly bytes: number;
}

/**
 * The reference gateway lists at most USAGE_LOG_LIST_LIMIT (5,000) requests per call to GET /chat/history. To show
 * the screen 50,000 real rows, the page's own call is answered with every page of the gateway's answers for the
 * same query: the page's call goes through as it is, then the older requests are asked for with `endDate` set to
 * the oldest one received (exclusive), with the page's own credentials, until a page comes back short. The
 * answer keeps the gateway's headers (CORS included); only its body is the concatenation. The same query asked
 * again (the page loaded again) is answered with what the gateway answered the first time, without asking it
 * again: nothing changes the logs between loads, and the benches time the page's work, not the download.
 */
export async function answerLogsUncapped(
  page: Page,
  apiUrl: string,
  answered: (answer: UncappedAnswer) => void,
): Promise<void> {
  const kept = new Map<string, { readonly answer: UncappedAnswer; readonly fulfilled: Fulfilled }>();
  await page.route(
    (url) => url.href.startsWith(`${apiUrl}/chat/history`),
    async (route) => {
      const request = route.request();
      if (request.method() !== "GET") return route.continue();
      const known = kept.get(request.url());
      if (known) {
        answered(known.answer);
        return route.fulfill(known.fulfilled);
      }
      const first = await route.fetch();
      if (!first.ok()) return route.fulfill({ response: first });
      let batch = ((await first.json()) as { data: ListedRequest[] }).data;
      const rows = [...batch];
      let gatewayCalls = 1;
      const next = new URL(request.url());
      while (batch.length === USAGE_LOG_LIST_LIMIT) {
        const oldest = batch.at(-1) as ListedRequest;
        next.searchParams.set("endDate", oldest.createdAt);
        const response = await fetch(next, {
          headers: { authorization: request.headers().authorization ?? "" },
        });
        if (!response.ok) throw new Error(`GET ${next}: ${response.status} ${await response.text()}`);
        batch = ((await response.json()) as { data: ListedRequest[] }).data;
        rows.push(...batch);
        gatewayCalls += 1;
      }
      const body = JSON.stringify({ data: rows });
      const answer = { rows: rows.length, gatewayCalls, bytes: Buffer.byteLength(body) };
      answered(answer);
      const { "content-length": _stale, ...headers } = first.headers();
      const fulfilled = { status: first.status(), headers, body };
      kept.set(request.url(), { answer, fulfilled });
      await route.fulfill(fulfilled);
    },
  );
}
