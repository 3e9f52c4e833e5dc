import { Checkbox } from "@blueprintjs/core";
import { useId } from "react";
import type { EntityDetectionQuality } from "../../../core/pii/pii-detection-quality.ts";
import { PiiEntityQuality } from "./pii-detection-quality.tsx";

interface PiiEntityChoiceProps {
  readonly label: string;
  readonly quality: EntityDetectionQuality | null;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** One kind of the PII list: its box, named by the kind, described by its measured recall and precision. */
export function PiiEntityChoice({ label, quality, checked, disabled, onChange }: PiiEntityChoiceProps) {
  const qualityId = useId();
  return (
    <div className="app-departments-pii-choice">
      <Checkbox
        label={label}
        checked={checked}
        disabled={disabled}
        aria-describedby={quality ? qualityId : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <PiiEntityQuality id={qualityId} quality={quality} />
    </div>
  );
}
