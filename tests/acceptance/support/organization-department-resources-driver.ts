/** A department's tabs beside its settings. */
export type DepartmentResourceTab = "files" | "models" | "people";

/** A policy document as its row reads. */
/** A passage a search found: the document it is from, and its words. */
export interface FoundPassage {
  readonly documentName: string;
  readonly text: string;
}

export interface ListedPolicyDocument {
  readonly name: string;
  /** As shown, e.g. "Indexed: 3 chunks, 3 embeddings", "Pending: being read", or "Failed" and its reason. */
  readonly status: string;
  /** The role as shown, e.g. "Owner". */
  readonly lastChangedBy: string;
  /** Whether its delete button may be used. */
  readonly deletable: boolean;
  /** Why it may not, as the page says it; null when it may. */
  readonly reason: string | null;
}

/** Someone of the department as their row reads. */
export interface ListedDepartmentPerson {
  readonly email: string;
  /** As shown, e.g. "Member". */
  readonly role: string;
  /** How many API keys they have here. */
  readonly keys: number;
}

/** A department person's API key as its row reads. */
export interface ListedDepartmentKey {
  readonly name: string;
  /** First 5, "...", last 5. */
  readonly masked: string;
  /** As shown, e.g. "Active", "Revoked". */
  readonly status: string;
  /** Spend this month, of the budget when it has one: "$0.00 of $0.05". */
  readonly budget: string;
  /** "The old secret works until …" while a rotated-out secret still works, else null. */
  readonly grace: string | null;
}

/** What a key is made with: its name, and a monthly budget in USD if any. */
export interface NewDepartmentKey {
  readonly name: string;
  readonly monthlyBudgetUsd?: number;
}

/** How long a rotated-out secret keeps working, as the rotation dialog offers it. */
export type RotationGraceShown = "Not at all" | "1 hour" | "24 hours" | "7 days";

/**
 * What a person can do on a department's files, models and people tabs, in words of the product; both worlds
 * implement it. Departments are named as the demo organization names them ("Research").
 */
export interface DepartmentResourcesDriver {
  /** Opens the departments page on this department's tab (guards apply). */
  openTab(department: string, tab: DepartmentResourceTab): Promise<void>;

  /** The documents listed, newest first. */
  listedDocuments(): Promise<readonly ListedPolicyDocument[]>;
  /** Searches the department's documents for these words: the passages found, best first, as shown. */
  searchDocuments(query: string): Promise<readonly FoundPassage[]>;
  /**
   * Uploads a document: chooses the file, types the name and sends it, waiting for the gateway's answer. Answers
   * the progress the page showed meanwhile, in order: a percentage, "sending" while no share is known yet, and
   * "done" once the document is stored.
   */
  uploadDocument(
    name: string,
    file: { name: string; content: string },
  ): Promise<readonly (number | "sending" | "done")[]>;
  /** Fills in and sends the from-URL form, waiting for the gateway's answer. */
  addDocumentFromUrl(name: string, url: string): Promise<void>;
  /** Clicks the document's delete button: the confirmation opens. */
  askToDeleteDocument(name: string): Promise<void>;

  /** The models assigned to the department, by name. */
  assignedModels(): Promise<readonly string[]>;
  /** The model names the "Assign model" picker offers. */
  offeredModels(): Promise<readonly string[]>;
  /** Picks the model in the picker and assigns it, waiting for the answer. */
  assignModel(name: string): Promise<void>;
  /** Clicks the model's remove button: the confirmation opens. */
  askToRemoveModel(name: string): Promise<void>;

  /** The people listed; empty when the list is not shown. */
  listedPeople(): Promise<readonly ListedDepartmentPerson[]>;
  /** Why the people are not shown, as the tab says it; null when they are. */
  peopleReason(): Promise<string | null>;
  /**
   * Shows the person's keys and makes one in the settings form (its name, a budget if given), waiting for the
   * answer: the full value shown, or null.
   */
  createApiKeyFor(email: string, key: NewDepartmentKey): Promise<string | null>;
  /** Rotates someone's key (by name) with this grace, waiting for the answer: the new secret shown, or null. */
  rotateKeyOf(email: string, keyName: string, grace: RotationGraceShown): Promise<string | null>;
  /** Clicks the revoke button of someone's key (by name): the confirmation opens. */
  askToRevokeKeyOf(email: string, keyName: string): Promise<void>;
  /** Clicks the delete button of someone's key (by name): the confirmation opens. */
  askToDeleteKeyOf(email: string, keyName: string): Promise<void>;
  /** Someone's keys as their rows read, oldest first. */
  listedKeysOf(email: string): Promise<readonly ListedDepartmentKey[]>;
  /** The full value of a new key while it is shown, else null. */
  revealedKey(): Promise<string | null>;
  /** The warning shown with the new key, null when no key is shown. */
  revealedWarning(): Promise<string | null>;
  /** Says the new key was saved: its full value goes away. */
  hideRevealedKey(): Promise<void>;
  /** Someone's keys as listed (masked), oldest first. */
  keysOf(email: string): Promise<readonly string[]>;

  /** The open confirmation's question, else null. */
  confirmation(): Promise<string | null>;
  /** Answers the open confirmation yes, and waits for what it started to end. */
  confirm(): Promise<void>;
}
