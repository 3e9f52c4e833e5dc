import { BehaviorSubject, type Observable } from "rxjs";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { permissionFor } from "../../../core/organization/acting-role.ts";
import type { ComplianceFile } from "../../../core/organization/compliance-file.entity.ts";
import type { ComplianceFilesGateway } from "../../../core/organization/compliance-files-gateway.port.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { PolicyFileUploadDto, PolicyFromUrlDto } from "../../../core/organization/policy-file.dto.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";
import { askPendingRemoval, cancelPendingRemoval, confirmPendingRemoval } from "../shared/pending-removal.ts";
import {
  type DepartmentFilesState,
  EMPTY_FROM_URL,
  EMPTY_SEARCH,
  EMPTY_UPLOAD,
  type PolicyFromUrlForm,
  type PolicyUploadForm,
} from "./department-files.state.ts";
import type { DepartmentPanelDependencies } from "./department-panel-dependencies.ts";
import { anyPending, listedPolicyFiles } from "./listed-policy-file.ts";
import { policyFileProblems } from "./policy-file-problems.ts";

/** The panel's own words, read when needed (the language may change). */
export interface DepartmentFilesTexts {
  uploaded(name: string): string;
  addedFromUrl(name: string): string;
  removed(name: string): string;
  /** For failures the server did not explain. */
  uploadFailed(): string;
  addFromUrlFailed(): string;
  removeFailed(): string;
  searchFailed(): string;
}

export interface DepartmentFilesDependencies extends DepartmentPanelDependencies<DepartmentFilesTexts> {
  readonly gateway: ComplianceFilesGateway;
  /** Read again while a document is PENDING, to follow it until it is read. */
  readonly departments: Pick<DepartmentsGateway, "getDepartment">;
  /** How long to wait between two reads while a document is PENDING. */
  readonly pollEveryMs: number;
}

/**
 * A department's policy documents: the list with each one's status (followed while one is PENDING), an upload
 * with its progress, a document the gateway fetches from a URL, deletion after a confirmation, and a search of
 * their passages. Core's DTOs check the forms before any call (SPEC §5); a document a higher role changed last
 * stays out of a lower role's reach (core `mayOverride`).
 */
export class DepartmentFilesViewModel {
  private readonly state: BehaviorSubject<DepartmentFilesState>;
  private department: Department;
  private disposed = false;
  private poll: ReturnType<typeof setTimeout> | null = null;
  readonly state$: Observable<DepartmentFilesState>;

  constructor(private readonly deps: DepartmentFilesDependencies) {
    this.department = deps.department;
    this.state = new BehaviorSubject<DepartmentFilesState>({
      ...this.fromDepartment(deps.department),
      upload: EMPTY_UPLOAD,
      fromUrl: EMPTY_FROM_URL,
      progress: null,
      call: null,
      removal: null,
      search: EMPTY_SEARCH,
    });
    this.state$ = this.state.asObservable();
    this.followPending();
  }

  /** The state now, for the first render. */
  current(): DepartmentFilesState {
    return this.state.value;
  }

  /** The department as the page loaded it again (after a change here or elsewhere). */
  setDepartment(department: Department): void {
    this.department = department;
    this.patch(this.fromDepartment(department));
    this.followPending();
  }

  /** Types the words to look for in the department's documents. */
  changeQuery(query: string): void {
    this.patch({ search: { ...this.state.value.search, query } });
  }

  /** Looks for passages matching what was typed (nothing is sent for blank words); resolves true once answered. */
  async search(): Promise<boolean> {
    const { search } = this.state.value;
    const query = search.query.trim();
    if (query === "" || search.searching) return false;
    this.patch({ search: { ...search, searching: true } });
    try {
      const found = await this.deps.gateway.searchFiles(this.deps.organizationId, this.department.id, query);
      this.patch({ search: { ...this.state.value.search, searching: false, result: { ...found, query } } });
      return true;
    } catch (error) {
      this.patch({ search: { ...this.state.value.search, searching: false } });
      reportFailure(this.deps.notifier, error, this.deps.texts.searchFailed());
      return false;
    }
  }

  /** Chooses the document to upload; its file name (without extension) becomes the name if none was typed. */
  chooseFile(file: Blob | null): void {
    const { upload } = this.state.value;
    const name = upload.name.trim() === "" && file ? nameFromFile(file) : upload.name;
    this.changeUpload({ file, name });
  }

  /** Types the uploaded document's name; after a first attempt, its rules are checked again as the person types. */
  changeUploadName(name: string): void {
    this.changeUpload({ name });
  }

  /** Types the from-URL form's name or address; after a first attempt, its rules are checked again as typed. */
  changeFromUrl(change: Partial<Pick<PolicyFromUrlForm, "name" | "url">>): void {
    const fromUrl = { ...this.state.value.fromUrl, ...change };
    this.patch({
      fromUrl: fromUrl.fieldErrors.length > 0 ? { ...fromUrl, ...this.checkFromUrl(fromUrl).form } : fromUrl,
    });
  }

  /** Uploads the chosen document under its name (spaces removed); resolves true once it is stored. */
  async upload(): Promise<boolean> {
    const { upload, call, edit } = this.state.value;
    if (call || !edit.allowed) return false;
    const checked = this.checkUpload(upload);
    this.patch({ upload: { ...upload, ...checked.form } });
    if (!checked.value) return false;
    const { name, file } = checked.value;
    this.patch({ call: "uploading", progress: { name, sentShare: null, done: false } });
    try {
      const stored = await this.deps.gateway.uploadFile(
        this.deps.organizationId,
        this.department.id,
        { name, file },
        (sentShare) => {
          if (this.state.value.call === "uploading")
            this.patch({ progress: { name, sentShare, done: false } });
        },
      );
      const progress = { name: stored.name, sentShare: 1, done: true };
      this.added(stored, { upload: EMPTY_UPLOAD, progress }, this.deps.texts.uploaded(stored.name));
      return true;
    } catch (error) {
      this.patch({ progress: null });
      reportFailure(this.deps.notifier, error, this.deps.texts.uploadFailed());
      return false;
    } finally {
      this.patch({ call: null });
    }
  }

  /** Has the gateway fetch the document at the URL; resolves true once it is recorded. */
  async addFromUrl(): Promise<boolean> {
    const { fromUrl, call, edit } = this.state.value;
    if (call || !edit.allowed) return false;
    const checked = this.checkFromUrl(fromUrl);
    this.patch({ fromUrl: { ...fromUrl, ...checked.form } });
    if (!checked.value) return false;
    this.patch({ call: "addingFromUrl" });
    try {
      const { name, url } = checked.value;
      const stored = await this.deps.gateway.addFileFromUrl(this.deps.organizationId, this.department.id, {
        name,
        url,
      });
      this.added(stored, { fromUrl: EMPTY_FROM_URL }, this.deps.texts.addedFromUrl(stored.name));
      return true;
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.addFromUrlFailed());
      return false;
    } finally {
      this.patch({ call: null });
    }
  }

  /** Asks for confirmation before deleting this file (only one the person may delete). */
  askToRemove(fileId: string): void {
    const file = this.state.value.files.find((listed) => listed.id === fileId);
    askPendingRemoval(this.state.value, this.patch, file, file?.deletion.allowed === true);
  }

  /** Keeps what the person was asked about (not while its removal runs). */
  cancelRemoval(): void {
    cancelPendingRemoval(this.state.value, this.patch);
  }

  /** Deletes the file the person confirmed. */
  confirmRemoval(): Promise<void> {
    return confirmPendingRemoval(this.state.value, this.patch, {
      notifier: this.deps.notifier,
      remove: async (removal) => {
        await this.deps.gateway.deleteFile(this.deps.organizationId, this.department.id, removal.id);
        this.patch({ files: this.state.value.files.filter((file) => file.id !== removal.id) });
      },
      removed: (removal) => this.deps.texts.removed(removal.name),
      removeFailed: this.deps.texts.removeFailed,
      afterRemoval: this.deps.changed,
    });
  }

  /** Stops every update: the panel is gone. */
  dispose(): void {
    this.disposed = true;
    if (this.poll) clearTimeout(this.poll);
    this.state.complete();
  }

  private fromDepartment(department: Department) {
    return {
      departmentName: department.name,
      files: listedPolicyFiles(department.complianceFiles, department.role),
      edit: permissionFor("editDepartment", department.role),
    };
  }

  /** Shows a stored file at once, before the page has loaded the department again. */
  private added(file: ComplianceFile, reset: Partial<DepartmentFilesState>, message: string): void {
    const shown = this.state.value.files.filter((listed) => listed.id !== file.id);
    this.patch({ files: [...listedPolicyFiles([file], this.department.role), ...shown], ...reset });
    this.deps.notifier.notify({ message, intent: "positive" });
    this.deps.changed();
    this.followPending();
  }

  /** While a document is PENDING, reads the department again after a pause (quietly: a failed read is retried). */
  private followPending(): void {
    if (this.poll || this.disposed || !anyPending(this.state.value.files)) return;
    this.poll = setTimeout(async () => {
      try {
        const department = await this.deps.departments.getDepartment(
          this.deps.organizationId,
          this.department.id,
        );
        if (!this.disposed && department.id === this.department.id) {
          this.department = department;
          this.patch(this.fromDepartment(department));
        }
      } catch {
        // Asked again after the next pause; the page reports failures of its own reads.
      } finally {
        this.poll = null;
        this.followPending();
      }
    }, this.deps.pollEveryMs);
  }

  private changeUpload(change: Partial<Pick<PolicyUploadForm, "name" | "file">>): void {
    if (this.state.value.progress?.done) this.patch({ progress: null });
    const upload = { ...this.state.value.upload, ...change };
    this.patch({
      upload: upload.fieldErrors.length > 0 ? { ...upload, ...this.checkUpload(upload).form } : upload,
    });
  }

  private checkUpload(upload: PolicyUploadForm) {
    const { value, fields } = validateInput(PolicyFileUploadDto, {
      name: upload.name,
      file: upload.file ?? undefined,
      organizationId: this.deps.organizationId,
      departmentId: this.department.id,
    });
    const problems = [...fields, ...policyFileProblems(upload.file)];
    return { form: { fieldErrors: problems }, value: problems.length === 0 ? value : null };
  }

  private checkFromUrl(fromUrl: PolicyFromUrlForm) {
    const { value, fields } = validateInput(PolicyFromUrlDto, { name: fromUrl.name, url: fromUrl.url });
    return { form: { fieldErrors: fields }, value: fields.length === 0 ? value : null };
  }

  private readonly patch = (change: Partial<DepartmentFilesState>): void => {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  };
}

/** "Data Policy v2.pdf" → "DataPolicyv2": the file's name without its extension or spaces. */
function nameFromFile(file: Blob): string {
  const fileName = "name" in file && typeof file.name === "string" ? file.name : "";
  return fileName.replace(/\.[^.]*$/, "").replace(/\s+/g, "");
}
