import { IsEnum, IsNotEmpty, IsNumber, IsOptional, IsString, Min, ValidateIf } from "class-validator";
import { ModelAccessType, OrganizationModelType } from "./organization-model.entity.ts";

/** POST /organization/{orgId}/models for one of the gateway's models. */
export interface AvailableModelRequest {
  readonly type: OrganizationModelType.AVAILABLE;
  readonly internalId: string;
}

/** POST /organization/{orgId}/models for a model the organization hosts. */
export interface CustomModelRequest {
  readonly type: OrganizationModelType.CUSTOM;
  readonly name: string;
  readonly provider: string;
  readonly accessType: ModelAccessType;
  readonly deploymentRegion: string;
  readonly gridNodeId: string;
  readonly dedicatedUrl?: string | null;
  readonly customModelApikey?: string | null;
  readonly configXml?: string | null;
  /** What requests naming the model cost, in USD per million input tokens; unpriced when left out. */
  readonly tokenInPricePerMillionTokens?: number | null;
  /** USD per million output tokens. */
  readonly tokenOutPricePerMillionTokens?: number | null;
}

export type OrganizationModelRequest = AvailableModelRequest | CustomModelRequest;

const isAvailable = (request: { type?: unknown }) => request.type === OrganizationModelType.AVAILABLE;
const isCustom = (request: { type?: unknown }) => request.type === OrganizationModelType.CUSTOM;

/** An available model needs its internal id; a custom model its full description (SPEC §5). */
export class OrganizationModelRequestDto {
  @IsEnum(OrganizationModelType) readonly type!: OrganizationModelType;
  @ValidateIf(isAvailable) @IsNotEmpty() readonly internalId?: string;
  @ValidateIf(isCustom) @IsNotEmpty() readonly name?: string;
  @ValidateIf(isCustom) @IsNotEmpty() readonly provider?: string;
  @ValidateIf(isCustom) @IsEnum(ModelAccessType) @IsNotEmpty() readonly accessType?: ModelAccessType;
  @ValidateIf(isCustom) @IsNotEmpty() readonly deploymentRegion?: string;
  @ValidateIf(isCustom) @IsNotEmpty() readonly gridNodeId?: string;
  @IsOptional() @IsString() readonly dedicatedUrl?: string | null;
  @IsOptional() @IsString() readonly customModelApikey?: string | null;
  @IsOptional() @IsString() readonly configXml?: string | null;
  @IsOptional() @IsNumber() @Min(0) readonly tokenInPricePerMillionTokens?: number | null;
  @IsOptional() @IsNumber() @Min(0) readonly tokenOutPricePerMillionTokens?: number | null;
}
