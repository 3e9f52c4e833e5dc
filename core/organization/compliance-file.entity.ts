import { AsDate } from "../mapping/entity-decorators.ts";
import type { RankedRole } from "./permission-rank.ts";

/** A policy document of a department, split into chunks and embedded by the gateway (SPEC §3). */
export class ComplianceFile {
  readonly id!: string;
  readonly name!: string;
  readonly filePath!: string;
  readonly chunks!: number;
  readonly embeddings!: number;
  readonly lastModifiedByRole!: RankedRole | null;
  @AsDate() readonly createdAt!: Date;
}
