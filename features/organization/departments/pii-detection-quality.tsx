import { Classes } from "@blueprintjs/core";
import "./pii-detection-quality.css";
import { useTranslation } from "react-i18next";
import type { EntityDetectionQuality, PiiDetectionQuality } from "../../../core/pii/pii-detection-quality.ts";
import { piiDetectionMeasuredText, piiDetectionQualityText } from "./pii-detection-quality-text.ts";

/** A kind's measured recall and precision, under its name in the PII list; nothing for a kind not measured. */
export function PiiEntityQuality({
  id,
  quality,
}: {
  readonly id?: string;
  readonly quality: EntityDetectionQuality | null;
}) {
  const { t, i18n } = useTranslation();
  if (!quality) return null;
  return (
    <span id={id} className={`app-departments-pii-quality ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
      {piiDetectionQualityText(t, i18n.language, quality)}
    </span>
  );
}

/** Under the list: when the figures were measured, on how much, and what they mean. */
export function PiiDetectionMeasured({ measured }: { readonly measured: PiiDetectionQuality }) {
  const { t, i18n } = useTranslation();
  if (!measured.measuredOn) return null;
  return <p className="app-departments-hint">{piiDetectionMeasuredText(t, i18n.language, measured)}</p>;
}
