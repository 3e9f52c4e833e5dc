/** An organization model as its row reads. */
export interface ListedOrganizationModelRow {
  readonly id: string;
  readonly name: string;
  /** AVAILABLE or CUSTOM. */
  readonly type: string;
  /** PUBLIC or PRIVATE. */
  readonly access: string;
  /** The grid node's name as shown; "—" without one. */
  readonly gridNode: string;
  /** The emission as shown, e.g. "61.37%". */
  readonly emission: string;
  /** The role as shown, e.g. "Owner". */
  readonly lastChangedBy: string;
  /** The custom model's API key as shown (masked), e.g. "••••9f8e"; null when it has none. */
  readonly apiKey: string | null;
  /** Whether its delete button may be used; null when the page shows none (read-only). */
  readonly deletable: boolean | null;
}

/** A grid node as its row reads. */
export interface ListedGridNodeRow {
  readonly region: string;
  readonly name: string;
  readonly location: string;
  /** e.g. "$41.20/MWh" */
  readonly lmp: string;
  /** e.g. "97.65%" */
  readonly renewable: string;
  /** "YYYY-MM-DD HH:mm" */
  readonly lastUpdate: string;
}

/** What is typed into the custom model form; a field left out stays empty. */
export interface CustomModelEntry {
  readonly name: string;
  readonly provider: string;
  readonly access?: "PUBLIC" | "PRIVATE";
  /** Chosen only when no grid node is (picking a node chooses its region). */
  readonly region?: string;
  /** The grid node's name, as the picker shows it; none when left out. */
  readonly gridNode?: string;
  readonly dedicatedUrl?: string;
  readonly apiKey?: string;
  readonly configXml?: string;
}

/** What a person can do on the organization models screen, in words of the product; both worlds implement it. */
export interface OrganizationModelsDriver {
  /** Opens the screen (guards apply). */
  open(): Promise<void>;
  /** The organization's models, oldest first. */
  listedModels(): Promise<readonly ListedOrganizationModelRow[]>;
  /** The names of the gateway's models the add dialog offers (it is opened, read and closed). */
  offeredAvailableModels(): Promise<readonly string[]>;
  /** Adds one of the gateway's models by name through the add dialog, and waits for the answer. */
  addAvailableModel(name: string): Promise<void>;
  /** Fills in and submits the custom model form; it stays open when a rule is broken or the gateway refuses. */
  addCustomModel(entry: CustomModelEntry): Promise<void>;
  /** The broken rules the open form shows, in order; empty when none is shown or no form is open. */
  formErrors(): Promise<readonly string[]>;
  /** Clicks the model's delete button: the confirmation opens. */
  askToDelete(name: string): Promise<void>;
  /** The confirmation's question while it is open, else null. */
  confirmation(): Promise<string | null>;
  confirmDeletion(): Promise<void>;
  /** The reasons shown with the add buttons when the person may not add models; empty when they may. */
  addReasons(): Promise<readonly string[]>;
  /** The grid nodes as the table lists them. */
  gridNodes(): Promise<readonly ListedGridNodeRow[]>;
  /** The models the gateway holds for the organization now, by name (what was sent, not what the page shows). */
  storedModelNames(): Promise<readonly string[]>;
}
