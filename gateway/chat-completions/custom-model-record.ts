import type { gridNodes } from "../available-models/available-models.schema.ts";
import type { OrganizationModelRow } from "../organization/organization-model-views.ts";
import { type CatalogueModel, gridFiguresOf } from "./model-catalogue.ts";

/** An organization's custom model as a department's requests reach it: its own URL, sealed key and prices. */
export interface CustomModelRecord {
  readonly id: string;
  readonly name: string;
  readonly provider: string;
  readonly dedicatedUrl: string | null;
  readonly sealedKey: string | null;
  readonly tokenInPrice: number;
  readonly tokenOutPrice: number;
  readonly region: string | null;
  readonly grid: CatalogueModel["grid"];
  /** Changes when the model is edited, so a provider built for it is built again. */
  readonly updatedAt: string;
}

export function customModelRecord(
  model: OrganizationModelRow,
  grid: typeof gridNodes.$inferSelect | null,
): CustomModelRecord {
  return {
    id: model.id,
    name: model.name,
    provider: model.provider,
    dedicatedUrl: model.dedicatedUrl,
    sealedKey: model.customModelApikey,
    tokenInPrice: model.tokenInPricePerMillionTokens ?? 0,
    tokenOutPrice: model.tokenOutPricePerMillionTokens ?? 0,
    region: model.region?.toUpperCase() ?? grid?.region ?? null,
    grid: gridFiguresOf(grid),
    updatedAt: model.updatedAt,
  };
}
