import { BehaviorSubject, type Observable } from "rxjs";
import type { Clock } from "../../../core/clock/clock.port.ts";
import type { ComplianceEvidenceGateway } from "../../../core/compliance-evidence/compliance-evidence-gateway.port.ts";
import { mayIncludeBodies } from "../../../core/compliance-evidence/evidence-access.ts";
import { evidenceZipName } from "../../../core/compliance-evidence/evidence-file-names.ts";
import { recentMonths } from "../../../core/compliance-evidence/evidence-period.ts";
import { messagesToReport } from "../../../core/errors/reportable-failure.ts";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import { mayPerform } from "../../../core/organization/organization-permissions.ts";

/** How many months back a download reaches: a year, as far as an audit usually looks. */
export const EVIDENCE_MONTHS_OFFERED = 12;

export interface EvidenceDownloadState {
  /** Whether the signed-in person may download this department's evidence at all (its admins and above). */
  readonly mayDownload: boolean;
  /** Whether "include request bodies" is offered (the owner and super admins). */
  readonly mayIncludeBodies: boolean;
  /** The months offered, YYYY-MM, newest first. */
  readonly months: readonly string[];
  readonly month: string;
  readonly includeBodies: boolean;
  readonly downloading: boolean;
  /** Why the last download failed, in the server's words or the screen's; null when it did not. */
  readonly error: string | null;
}

/** The screen's own words, read when needed (the language may change). */
export interface EvidenceDownloadTexts {
  /** Confirms a download, naming its file. */
  downloaded(fileName: string): string;
  /** For a failed download the server did not explain. */
  failed(): string;
}

export interface EvidenceDownloadDependencies {
  readonly gateway: ComplianceEvidenceGateway;
  readonly notifier: Pick<Notifier, "notify">;
  readonly clock: Clock;
  /** Hands the zip to the browser's download (a test keeps it). */
  readonly saveFile: (fileName: string, content: Blob) => void;
  readonly organizationId: string;
  readonly texts: EvidenceDownloadTexts;
}

/**
 * The compliance evidence download of one department, on its settings: a month of the last year, request bodies
 * only for the roles allowed them, and the zip saved under the gateway's file name.
 */
export class EvidenceDownloadViewModel {
  private readonly state: BehaviorSubject<EvidenceDownloadState>;
  private disposed = false;
  readonly state$: Observable<EvidenceDownloadState>;

  constructor(
    private readonly deps: EvidenceDownloadDependencies,
    private department: Pick<Department, "id" | "name" | "role">,
  ) {
    const months = recentMonths(new Date(deps.clock.now()), EVIDENCE_MONTHS_OFFERED);
    this.state = new BehaviorSubject<EvidenceDownloadState>({
      mayDownload: mayPerform("downloadEvidence", department.role),
      mayIncludeBodies: mayIncludeBodies(department.role),
      months,
      month: months[0] as string,
      includeBodies: false,
      downloading: false,
      error: null,
    });
    this.state$ = this.state.asObservable();
  }

  current(): EvidenceDownloadState {
    return this.state.value;
  }

  /** The department was read again (renamed, or the person's role changed): what is offered follows it. */
  setDepartment(department: Pick<Department, "id" | "name" | "role">): void {
    this.department = department;
    const mayInclude = mayIncludeBodies(department.role);
    this.update({
      mayDownload: mayPerform("downloadEvidence", department.role),
      mayIncludeBodies: mayInclude,
      includeBodies: this.state.value.includeBodies && mayInclude,
    });
  }

  /** Chooses the month to download; one not offered is ignored. */
  chooseMonth(month: string): void {
    if (this.state.value.months.includes(month)) this.update({ month, error: null });
  }

  /** Asks for request bodies too; only a role allowed them can. */
  includeBodies(include: boolean): void {
    this.update({ includeBodies: include && this.state.value.mayIncludeBodies, error: null });
  }

  /** Downloads the chosen month's evidence and saves it; resolves true once saved. */
  async download(): Promise<boolean> {
    const { month, includeBodies, downloading, mayDownload } = this.state.value;
    if (downloading || !mayDownload) return false;
    this.update({ downloading: true, error: null });
    try {
      const zip = await this.deps.gateway.download(this.deps.organizationId, this.department.id, {
        period: month,
        bodies: includeBodies,
      });
      const fileName = evidenceZipName(this.department.name, month);
      this.deps.saveFile(fileName, zip);
      this.deps.notifier.notify({ message: this.deps.texts.downloaded(fileName), intent: "positive" });
      this.update({ downloading: false });
      return true;
    } catch (error) {
      const messages = messagesToReport(error);
      this.update({
        downloading: false,
        error: messages === null ? null : messages.join("\n") || this.deps.texts.failed(),
      });
      return false;
    }
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private update(change: Partial<EvidenceDownloadState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}
