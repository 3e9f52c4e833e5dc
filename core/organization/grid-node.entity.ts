import { AsDate } from "../mapping/entity-decorators.ts";

/** A power-grid node a model can run on: its price (LMP, $/MWh) and renewable share (SPEC §3). */
export class GridNode {
  readonly id!: string;
  readonly region!: string;
  readonly name!: string;
  readonly location!: string;
  /** Locational marginal price, USD per MWh. */
  readonly lmp!: number;
  readonly renewablePercentage!: number;
  @AsDate() readonly lastUpdatedAt!: Date;
  readonly updatable!: boolean;
}
