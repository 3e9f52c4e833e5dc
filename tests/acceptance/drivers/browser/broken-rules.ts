import type { Locator } from "playwright-core";
import { textsOf } from "./shown-text.ts";

/**
 * The rules each field of the form breaks, as its help under it says (the field's `aria-describedby`), by the
 * field's name in `labels` (its en-US label); only the fields that break any.
 */
export async function brokenRules<Field extends string>(
  form: Locator,
  labels: Readonly<Record<Field, string>>,
): Promise<Partial<Record<Field, readonly string[]>>> {
  const rules: Partial<Record<Field, readonly string[]>> = {};
  for (const [field, label] of Object.entries(labels) as [Field, string][]) {
    const help = await form.getByLabel(label, { exact: true }).getAttribute("aria-describedby");
    const shown = help
      ? await textsOf(form.page().locator(`[id="${help}"] [data-testid="field-error"]`))
      : [];
    if (shown.length > 0) rules[field] = shown;
  }
  return rules;
}
