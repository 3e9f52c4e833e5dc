import { IsIn, IsOptional, IsString, Matches } from "class-validator";
import { PERIOD_PROBLEM } from "./evidence-period.ts";

export const BODIES_PROBLEM = "bodies must be true or false.";

/** GET /organization/{orgId}/departments/{depId}/evidence: the month, and whether request bodies go in. */
export class EvidenceQueryDto {
  @IsString({ message: PERIOD_PROBLEM })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: PERIOD_PROBLEM })
  readonly period!: string;
  @IsOptional() @IsIn(["true", "false"], { message: BODIES_PROBLEM }) readonly bodies?: "true" | "false";
}
