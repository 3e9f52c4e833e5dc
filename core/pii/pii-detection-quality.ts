import measured from "./pii-detection-quality.json";

/** What `npm run bench:pii -- --write` measured of the detectors on its labelled corpus. */
export interface PiiDetectionQuality {
  /** The day of the measurement, YYYY-MM-DD. */
  readonly measuredOn: string;
  readonly corpus: {
    readonly valuesPerKind: number;
    readonly nearMissesPerKind: number;
    readonly formats: readonly string[];
  };
  readonly goals: { readonly recall: number; readonly precision: number };
  /** Shares between 0 and 1, per kind of the PII list. */
  readonly entities: Readonly<Record<string, EntityDetectionQuality>>;
}

export interface EntityDetectionQuality {
  /** Of the values of this kind in the corpus, the share found. */
  readonly recall: number;
  /** Of the findings of this kind, the share that were values of this kind. */
  readonly precision: number;
}

export const PII_DETECTION_QUALITY: PiiDetectionQuality = measured;

/** The measured quality of a kind; null for a kind the bench did not measure. */
export function detectionQualityOf(entity: string): EntityDetectionQuality | null {
  return Object.hasOwn(PII_DETECTION_QUALITY.entities, entity)
    ? (PII_DETECTION_QUALITY.entities[entity] ?? null)
    : null;
}
