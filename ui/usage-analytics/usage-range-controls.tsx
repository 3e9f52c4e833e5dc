import "./usage-analytics.css";
import { FormGroup, InputGroup, SegmentedControl } from "@blueprintjs/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { USAGE_BUCKETS, type UsageBucket } from "../../core/usage-analytics/usage-analytics-json.ts";
import { MAX_HOURLY_RANGE_DAYS } from "../../core/usage-analytics/usage-range.ts";
import {
  allowsHourlyBuckets,
  isUtcCalendarDay,
  type UsageRangeView,
} from "../../core/usage-analytics/usage-range-view.ts";

export interface UsageRangeControlsProps {
  readonly view: UsageRangeView;
  readonly onChange: (change: Partial<UsageRangeView>) => void;
}

/** The first and last day shown (UTC) and the buckets; each change goes to the address. */
export function UsageRangeControls({ view, onChange }: UsageRangeControlsProps) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const hintId = useId();
  const hourly = allowsHourlyBuckets(view);
  // A date field reads "" while a day is typed in part: only a whole day changes the range.
  const day = (text: string) => (isUtcCalendarDay(text) ? text : undefined);
  return (
    <fieldset className="usage-range" data-testid="usage-range">
      <legend className="app-visually-hidden">{t("usageAnalytics.range.label")}</legend>
      <FormGroup label={t("usageLogs.filters.from")} labelFor={fromId}>
        <InputGroup
          id={fromId}
          type="date"
          value={view.fromDay}
          max={view.toDay}
          aria-describedby={hintId}
          onChange={(event) => {
            const fromDay = day(event.target.value);
            if (fromDay) onChange({ fromDay });
          }}
        />
      </FormGroup>
      <FormGroup label={t("usageLogs.filters.to")} labelFor={toId}>
        <InputGroup
          id={toId}
          type="date"
          value={view.toDay}
          min={view.fromDay}
          aria-describedby={hintId}
          onChange={(event) => {
            const toDay = day(event.target.value);
            if (toDay) onChange({ toDay });
          }}
        />
      </FormGroup>
      <FormGroup label={t("usageAnalytics.range.bucket")}>
        <SegmentedControl
          aria-label={t("usageAnalytics.range.bucket")}
          value={view.bucket}
          onValueChange={(value) => onChange({ bucket: value as UsageBucket })}
          options={USAGE_BUCKETS.map((bucket) => ({
            value: bucket,
            label: t(`usageAnalytics.buckets.${bucket}`),
            disabled: bucket === "hour" && !hourly,
          }))}
        />
      </FormGroup>
      <p id={hintId} className="usage-hint usage-range-hint">
        {hourly
          ? t("usageAnalytics.range.utc")
          : t("usageAnalytics.range.hourLimit", { days: MAX_HOURLY_RANGE_DAYS })}
      </p>
    </fieldset>
  );
}
