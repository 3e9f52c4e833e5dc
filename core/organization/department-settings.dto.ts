import {
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Min,
  ValidateIf,
} from "class-validator";
import type { ComplianceFramework } from "./compliance-framework.ts";
import { CreateDepartmentDto } from "./create-department.dto.ts";
import { CUSTOM_REGIONS, type CustomRegion, DataResidency } from "./data-residency.ts";
import { PiiHandling } from "./pii-handling.ts";

/** PUT /organization/{orgId}/departments/{depId}: everything a department's settings page saves. */
export type DepartmentSettings = { readonly [F in ComplianceFramework]: boolean } & {
  readonly name: string;
  readonly description: string | null;
  readonly PIIAndSensitive: PiiHandling;
  readonly monthlyBudgetInDollar: number | null;
  readonly piiEntities: readonly string[];
  /** Left out: unchanged. */
  readonly dataResidency?: DataResidency;
  /** The regions of a CUSTOM residency (at least one then); ignored otherwise. Left out: unchanged. */
  readonly customRegions?: readonly CustomRegion[];
};

export class DepartmentSettingsDto extends CreateDepartmentDto implements DepartmentSettings {
  declare readonly description: string | null;
  @IsBoolean() readonly SOC2!: boolean;
  @IsBoolean() readonly ISO42001!: boolean;
  @IsBoolean() readonly GDPR!: boolean;
  @IsBoolean() readonly HIPAA!: boolean;
  @IsBoolean() readonly EU_AI_ACT!: boolean;
  @IsBoolean() readonly AI_RMF!: boolean;
  @IsBoolean() readonly DORA!: boolean;
  @IsEnum(PiiHandling) readonly PIIAndSensitive!: PiiHandling;
  /** null: no budget. */
  @ValidateIf((_, value) => value !== null)
  @IsNumber()
  @Min(0)
  readonly monthlyBudgetInDollar!: number | null;
  @IsArray() @IsString({ each: true }) readonly piiEntities!: readonly string[];
  @IsOptional() @IsEnum(DataResidency) readonly dataResidency?: DataResidency;
  // Only a CUSTOM residency reads them: a page echoing a department's `customRegions: []` with another stays valid.
  @ValidateIf((settings: DepartmentSettings) => settings.dataResidency === DataResidency.CUSTOM)
  @IsArray()
  @ArrayMinSize(1, { message: "customRegions must name at least one region for a custom data residency" })
  @IsIn(CUSTOM_REGIONS, { each: true })
  readonly customRegions?: readonly CustomRegion[];
}
