import type { ClassConstructor } from "class-transformer";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import type { UsageBucket } from "../../../core/usage-analytics/usage-analytics-json.ts";
import { type UsageRange, usageRangeRefusal } from "../../../core/usage-analytics/usage-range.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";

/**
 * The query as the gateway reads it from its address: through the endpoint's DTO, then the range's limits. A
 * query the gateway would refuse is refused here with its 400 and its words.
 */
export function checkedUsageQuery<T extends object>(
  dto: ClassConstructor<T>,
  query: { readonly range: UsageRange; readonly bucket?: UsageBucket } & Record<string, unknown>,
): T {
  const { range, ...filters } = query;
  const { value, errMsgs } = validateInput(dto, {
    ...withoutUndefined(filters),
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
  });
  const refusal = errMsgs.length > 0 ? null : usageRangeRefusal(range, query.bucket);
  if (errMsgs.length > 0 || refusal) throw GatewayError.http(400, ...(refusal ? [refusal] : errMsgs));
  return value;
}

function withoutUndefined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
