import { AsDate } from "../mapping/entity-decorators.ts";
import type { ComplianceFileStatus } from "./compliance-file-status.ts";
import type { RankedRole } from "./permission-rank.ts";

/** A policy document of a department, read into chunks and embedded by the gateway (SPEC §3). */
export class ComplianceFile {
  readonly id!: string;
  readonly name!: string;
  readonly filePath!: string;
  /** PENDING until read; FAILED with `statusReason` when it could not be read or embedded. */
  readonly status!: ComplianceFileStatus;
  /** Why the document failed, in the gateway's words; null otherwise. */
  readonly statusReason!: string | null;
  /** The stored document's size; 0 until a document from a URL is fetched. */
  readonly sizeBytes!: number;
  /** Chunks counted from the document's real text; 0 until it is read. */
  readonly chunks!: number;
  /** Chunks embedded so far; 0 until they are. */
  readonly embeddings!: number;
  readonly lastModifiedByRole!: RankedRole | null;
  @AsDate() readonly createdAt!: Date;
}
