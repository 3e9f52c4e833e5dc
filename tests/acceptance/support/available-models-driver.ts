import type {
  CatalogueSortKey,
  SortDirection,
} from "../../../core/available-models/model-catalogue-query.ts";

/** A model as its row reads: the texts the page shows. */
export interface ShownModel {
  readonly name: string;
  readonly provider: string;
  /** e.g. "128K" */
  readonly context: string;
  /** The longest answer, e.g. "16K", or the "not available" dash. */
  readonly maxOutput: string;
  /** Input price per million tokens, e.g. "$0.15". */
  readonly input: string;
  /** Cached input price per million tokens, or the "not available" dash. */
  readonly cachedInput: string;
  /** Output price per million tokens. */
  readonly output: string;
  /** What the model can do, by the capabilities' names ("chat", "tools", "reasoning"…), in the order shown. */
  readonly capabilities: readonly string[];
  readonly developer: string;
  /** The day its prices were read, as en-US shows it (YYYY-MM-DD), or the "not available" dash. */
  readonly pricesReadOn: string;
  /** False when the page marks the prices as not checked at their source. */
  readonly pricesChecked: boolean;
}

/** A button of the capability filter. */
export interface CapabilityFilterButton {
  /** The capability's name ("tools", "embeddings"…). */
  readonly capability: string;
  /** How many of the catalogue's models have it, as the button says. */
  readonly modelCount: number;
  readonly pressed: boolean;
}

/** What a person can do on the available models screen, in words of the product; both worlds implement it. */
export interface AvailableModelsDriver {
  /** Opens the screen (guards apply). */
  open(): Promise<void>;
  /** The models listed, in the order shown. */
  shownModels(): Promise<readonly ShownModel[]>;
  /** The count above the table, e.g. "2 of 7 models". */
  count(): Promise<string>;
  /** Types this in the search box, replacing what was there. */
  search(text: string): Promise<void>;
  /** Turns the filter of this provider (by its name) on or off. */
  toggleProvider(name: string): Promise<void>;
  /** The capability filter's buttons, in the order shown. */
  capabilityFilter(): Promise<readonly CapabilityFilterButton[]>;
  /** Presses the capability filter's button of this capability (by its name, e.g. "vision"), or releases it. */
  toggleCapability(capability: string): Promise<void>;
  /** Clicks the column's header. */
  sortBy(column: CatalogueSortKey): Promise<void>;
  /** The order the column's header states (aria-sort). */
  sortOrder(column: CatalogueSortKey): Promise<SortDirection | "none">;
  clearFilters(): Promise<void>;
  /** The title of what the page shows instead of the table (nothing matches, failure); null with a table. */
  notice(): Promise<string | null>;
}
