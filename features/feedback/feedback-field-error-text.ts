import type { TFunction } from "i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";
import type { FeedbackField } from "./feedback.state.ts";

/** The rules whose words the shared validation texts hold (SPEC §5's wording in en-US). */
const SHARED = new Set(["isNotEmpty", "isEmail", "minLength", "maxLength"]);

/** A broken rule of the feedback form in the interface language; one without a translation keeps its own words. */
export function feedbackFieldErrorText(t: TFunction, error: FieldError): string {
  const field = error.property as FeedbackField;
  if (error.constraint === "isIn" && field === "topic") return t("feedback.errors.topic");
  if (!SHARED.has(error.constraint) || !["topic", "message", "email"].includes(field)) return error.message;
  const property = t(`feedback.properties.${field}`);
  return t(`validation.${error.constraint as "minLength"}`, { property, limit: error.limit });
}
