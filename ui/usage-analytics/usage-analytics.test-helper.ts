import type { ToastRequest } from "../../core/notifier/notifier.port.ts";
import type {
  OrganizationUsageBreakdownQuery,
  OrganizationUsageSeriesQuery,
  UsageAnalyticsGateway,
  UsageBreakdownQuery,
  UsageSeriesQuery,
} from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import type {
  UsageBreakdownBy,
  UsageBreakdownJson,
  UsageBreakdownRowJson,
  UsageBucket,
  UsageSeriesJson,
  UsageSeriesPointJson,
} from "../../core/usage-analytics/usage-analytics-json.ts";
import { bucketStartsOf } from "../../core/usage-analytics/usage-buckets.ts";
import { aSeriesPoint } from "../../core/usage-analytics/usage-series-point.test-helper.ts";

/** A row of a breakdown: one request that cost a cent unless said. */
export function aBreakdownRow(
  key: string,
  overrides: Partial<UsageBreakdownRowJson> = {},
): UsageBreakdownRowJson {
  return {
    key,
    label: key,
    requests: 1,
    errors: 0,
    totalTokens: 100,
    totalCost: 0.01,
    energyCost: 0.0015,
    ...overrides,
  };
}

/** What a fake gateway answers: the series of the range asked for, each bucket made by `point`. */
export interface FakeAnswers {
  point?: (start: string, index: number) => Partial<UsageSeriesPointJson>;
  rows?: Partial<Record<UsageBreakdownBy, UsageBreakdownRowJson[]>>;
  /** Makes every call fail with this. */
  failure?: Error;
}

/** A usage gateway answering from test data, recording what it was asked; `answers` may change between calls. */
export class FakeUsageAnalyticsGateway implements UsageAnalyticsGateway {
  readonly asked: (UsageSeriesQuery | UsageBreakdownQuery | OrganizationUsageBreakdownQuery)[] = [];
  readonly organizations: string[] = [];

  constructor(public answers: FakeAnswers = {}) {}

  async series(query: UsageSeriesQuery): Promise<UsageSeriesJson> {
    this.asked.push(query);
    return this.seriesOf(query.bucket, query);
  }

  async breakdown(query: UsageBreakdownQuery): Promise<UsageBreakdownJson> {
    this.asked.push(query);
    return this.breakdownOf(query.by);
  }

  async organizationSeries(
    organizationId: string,
    query: OrganizationUsageSeriesQuery,
  ): Promise<UsageSeriesJson> {
    this.organizations.push(organizationId);
    this.asked.push(query);
    return this.seriesOf(query.bucket, query);
  }

  async organizationBreakdown(
    organizationId: string,
    query: OrganizationUsageBreakdownQuery,
  ): Promise<UsageBreakdownJson> {
    this.organizations.push(organizationId);
    this.asked.push(query);
    return this.breakdownOf(query.by);
  }

  /** The series queries asked so far. */
  seriesAsked(): UsageSeriesQuery[] {
    return this.asked.filter((query): query is UsageSeriesQuery => "bucket" in query);
  }

  private seriesOf(bucket: UsageBucket, query: UsageSeriesQuery): UsageSeriesJson {
    if (this.answers.failure) throw this.answers.failure;
    const point = this.answers.point ?? (() => ({}));
    return {
      bucket,
      data: bucketStartsOf(query.range, bucket).map((start, index) =>
        aSeriesPoint(start, point(start, index)),
      ),
    };
  }

  private breakdownOf(by: UsageBreakdownBy): UsageBreakdownJson {
    if (this.answers.failure) throw this.answers.failure;
    return { by, data: this.answers.rows?.[by] ?? [] };
  }
}

/** A notifier that keeps the toasts asked for. */
export class RecordingNotifier {
  readonly toasts: ToastRequest[] = [];
  notify(request: ToastRequest): string {
    this.toasts.push(request);
    return String(this.toasts.length);
  }
}
