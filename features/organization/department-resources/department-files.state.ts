import type { Permission } from "../../../core/organization/acting-role.ts";
import type { PolicySearchResult } from "../../../core/organization/compliance-file-search.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";

/** How far the gateway got with a document: waiting to be read, read (its real counts), or not readable and why. */
export type PolicyFileStatus =
  | { readonly kind: "pending" }
  | { readonly kind: "indexed"; readonly chunks: number; readonly embeddings: number }
  | { readonly kind: "failed"; readonly reason: string | null };

/** A policy document as the list shows it. */
export interface ListedPolicyFile {
  readonly id: string;
  readonly name: string;
  readonly status: PolicyFileStatus;
  readonly sizeBytes: number;
  readonly lastModifiedByRole: RankedRole | null;
  /** YYYY-MM-DD, local. */
  readonly addedOn: string;
  /** Whether the person may delete it, and if not the least role that may. */
  readonly deletion: Permission;
}

/** A document being sent, or just stored: the share sent so far (0 to 1), null until the adapter reports any. */
export interface UploadProgress {
  readonly name: string;
  readonly sentShare: number | null;
  /** Stored: the full bar stays until the person starts on another document. */
  readonly done: boolean;
}

export interface PolicyUploadForm {
  readonly name: string;
  /** The chosen document (a File in the browser). */
  readonly file: Blob | null;
  readonly fieldErrors: readonly FieldError[];
}

export interface PolicyFromUrlForm {
  readonly name: string;
  readonly url: string;
  readonly fieldErrors: readonly FieldError[];
}

/** The search box: what is typed, whether a search runs, and the last answer with the words it answered. */
export interface PolicySearch {
  readonly query: string;
  readonly searching: boolean;
  readonly result: (PolicySearchResult & { readonly query: string }) | null;
}

/** The call in flight; every button waits while there is one. */
export type DepartmentFilesCall = "uploading" | "addingFromUrl" | "removing" | null;

export interface DepartmentFilesState {
  readonly departmentName: string;
  /** Newest first. */
  readonly files: readonly ListedPolicyFile[];
  /** Adding and deleting documents: editDepartment, with the person's role in this department. */
  readonly edit: Permission;
  readonly upload: PolicyUploadForm;
  readonly fromUrl: PolicyFromUrlForm;
  /** Set while a document is being uploaded, and once it is stored. */
  readonly progress: UploadProgress | null;
  readonly call: DepartmentFilesCall;
  /** The file the person asked to delete, waiting for their confirmation (and while it is deleted). */
  readonly removal: ListedPolicyFile | null;
  readonly search: PolicySearch;
}

export const EMPTY_UPLOAD: PolicyUploadForm = { name: "", file: null, fieldErrors: [] };
export const EMPTY_FROM_URL: PolicyFromUrlForm = { name: "", url: "", fieldErrors: [] };
export const EMPTY_SEARCH: PolicySearch = { query: "", searching: false, result: null };
