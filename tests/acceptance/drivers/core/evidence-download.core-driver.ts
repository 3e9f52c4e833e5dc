import { evidenceZipTexts } from "../../../../core/compliance-evidence/evidence-bundle.ts";
import type { EvidenceDownloadViewModel } from "../../../../features/organization/departments/evidence-download.view-model.ts";
import { createEvidenceDownloadViewModel } from "../../../../features/organization/departments/evidence-download.view-model-factory.ts";
import type {
  DownloadedEvidence,
  EvidenceDownloadDriver,
  ShownEvidenceDownload,
} from "../../support/evidence-download-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { DepartmentTab } from "./department-tab.ts";

/** The evidence download on a department's settings tab without a browser: its view model keeps what it saves. */
export class CoreEvidenceDownloadDriver implements EvidenceDownloadDriver {
  private readonly tab: DepartmentTab<EvidenceDownloadViewModel>;
  private saved: { readonly fileName: string; readonly content: Blob } | null = null;

  constructor(screen: CoreScreenContext) {
    this.tab = new DepartmentTab(screen, "settings", (services, { organizationId, department }) =>
      createEvidenceDownloadViewModel(
        services,
        { organizationId, saveFile: (fileName, content) => (this.saved = { fileName, content }) },
        department,
      ),
    );
  }

  open(departmentName: string): Promise<void> {
    return this.tab.open(departmentName);
  }

  async shown(): Promise<ShownEvidenceDownload | null> {
    const state = (await this.tab.get()).current();
    return state.mayDownload
      ? { months: state.months, month: state.month, bodiesOffered: state.mayIncludeBodies }
      : null;
  }

  async chooseMonth(month: string): Promise<void> {
    (await this.tab.get()).chooseMonth(month);
  }

  async includeBodies(): Promise<void> {
    const viewModel = await this.tab.get();
    if (!viewModel.current().mayIncludeBodies) throw new Error("Request bodies are not offered");
    viewModel.includeBodies(true);
  }

  async download(): Promise<DownloadedEvidence> {
    this.saved = null;
    const viewModel = await this.tab.get();
    const downloaded = await viewModel.download();
    const saved = this.saved as { readonly fileName: string; readonly content: Blob } | null;
    if (!downloaded || !saved)
      throw new Error(`The evidence was not downloaded: ${viewModel.current().error}`);
    const { fileName, content } = saved;
    return { fileName, files: evidenceZipTexts(new Uint8Array(await content.arrayBuffer())) };
  }
}
