import type { PiiEntity } from "../../../core/organization/pii-entities.ts";
import type { SeededRandom } from "./seeded-random.ts";

/** One value as people write it, or one look-alike that is not of the kind. */
export interface PiiSample {
  readonly value: string;
  /** Its form, for the table: "IBAN DE grouped", "version string". */
  readonly form: string;
  /** The words that lead to it in running text ("NHS number ", "call me on "). */
  readonly lead: string;
  /** The field that holds it in JSON and in tool arguments. */
  readonly field: string;
  /** What is written right before and after it in every format: a URL around an address, a port after it. */
  readonly before?: string;
  readonly after?: string;
}

/** How the corpus draws values and near-misses of one kind. */
export interface PiiSampler {
  readonly entity: PiiEntity;
  value(random: SeededRandom): PiiSample;
  nearMiss(random: SeededRandom): PiiSample;
}
