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
  const hintId = useId();
  const hourly = allowsHourlyBuckets(view);
  return (
    <fieldset className="usage-range" data-testid="usage-range">
      <legend className="app-visually-hidden">{t("usageAnalytics.range.label")}</legend>
      <DayField
        label={t("usageLogs.filters.from")}
        value={view.fromDay}
        bounds={{ max: view.toDay }}
        hintId={hintId}
        onDay={(fromDay) => onChange({ fromDay })}
      />
      <DayField
        label={t("usageLogs.filters.to")}
        value={view.toDay}
        bounds={{ min: view.fromDay }}
        hintId={hintId}
        onDay={(toDay) => onChange({ toDay })}
      />
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

/** One end of the range, a UTC calendar day. */
function DayField({
  label,
  value,
  bounds,
  hintId,
  onDay,
}: {
  readonly label: string;
  readonly value: string;
  readonly bounds: { readonly min?: string; readonly max?: string };
  readonly hintId: string;
  readonly onDay: (day: string) => void;
}) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup
        id={id}
        type="date"
        value={value}
        {...bounds}
        aria-describedby={hintId}
        onChange={(event) => {
          // A date field reads "" while a day is typed in part: only a whole day changes the range.
          if (isUtcCalendarDay(event.target.value)) onDay(event.target.value);
        }}
      />
    </FormGroup>
  );
}
