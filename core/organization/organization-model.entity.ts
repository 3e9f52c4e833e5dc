import { AsDate, AsEntity, AsNullable } from "../mapping/entity-decorators.ts";
import { GridNode } from "./grid-node.entity.ts";
import type { RankedRole } from "./permission-rank.ts";

/** AVAILABLE: one of the gateway's provider models; CUSTOM: a model the organization hosts itself. */
export enum OrganizationModelType {
  AVAILABLE = "AVAILABLE",
  CUSTOM = "CUSTOM",
}

export enum ModelAccessType {
  PUBLIC = "PUBLIC",
  PRIVATE = "PRIVATE",
}

/** The gateway's own measurements of a model it serves on its hardware (SPEC §3 "internal model"). */
export class InternalModel {
  readonly id!: string;
  readonly name!: string;
  readonly tokensPerSecondIn!: number;
  readonly tokensPerSecondOut!: number;
  readonly gpuUtilizationIn!: number;
  readonly gpuUtilizationOut!: number;
  /** USD of electricity per input token. */
  readonly tokenInElectricityCost!: number;
  /** USD of electricity per output token. */
  readonly tokenOutElectricityCost!: number;
}

/** A model the organization offers to its departments (SPEC §3). */
export class OrganizationModel {
  readonly id!: string;
  /** The gateway's model id for an AVAILABLE model; null for a custom one. */
  readonly internalId!: string | null;
  readonly name!: string;
  readonly dedicatedUrl!: string | null;
  /** Masked by the gateway; only its last characters are ever sent back. */
  readonly customModelApikey!: string | null;
  readonly type!: OrganizationModelType;
  readonly provider!: string;
  readonly accessType!: ModelAccessType;
  readonly configXml!: string | null;
  /** The compute node serving a custom model, when the gateway knows it. */
  readonly node!: string | null;
  @AsEntity(() => InternalModel) readonly internalModel!: InternalModel | null;
  readonly region!: string | null;
  @AsEntity(() => GridNode) readonly gridNode!: GridNode | null;
  /** Renewable share of the model's grid node, percent with 2 decimals (see `emissionOf`). */
  readonly emission!: number | null;
  readonly lastModifyRole!: RankedRole | null;
  /** A custom model's price in USD per million input tokens, as the organization set it; null otherwise. */
  @AsNullable() readonly tokenInPricePerMillionTokens!: number | null;
  /** A custom model's price per million output tokens; null otherwise. */
  @AsNullable() readonly tokenOutPricePerMillionTokens!: number | null;
  @AsDate() readonly createdAt!: Date;
  @AsDate() readonly updatedAt!: Date;
}
