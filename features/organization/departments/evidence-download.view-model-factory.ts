import { Clock } from "../../../core/clock/clock.port.ts";
import { ComplianceEvidenceGateway } from "../../../core/compliance-evidence/compliance-evidence-gateway.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import { downloadBlob } from "../../../ui/csv/download-csv.ts";
import { tracked } from "../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../ui/wiring/screen-services.ts";
import {
  type EvidenceDownloadDependencies,
  EvidenceDownloadViewModel,
} from "./evidence-download.view-model.ts";

const KEYS = "organization.departments.evidence";

/**
 * A department's evidence download's view model, as the settings tab, the core acceptance world and its tests make
 * it; the world passes its own `saveFile` to keep the zip.
 */
export function createEvidenceDownloadViewModel(
  { container, translate }: ScreenServices,
  options: Pick<EvidenceDownloadDependencies, "organizationId"> &
    Partial<Pick<EvidenceDownloadDependencies, "saveFile">>,
  department: Pick<Department, "id" | "name" | "role">,
): EvidenceDownloadViewModel {
  return tracked(
    new EvidenceDownloadViewModel(
      {
        organizationId: options.organizationId,
        saveFile: options.saveFile ?? downloadBlob,
        gateway: container.get(ComplianceEvidenceGateway),
        notifier: container.get(Notifier),
        clock: container.get(Clock),
        texts: {
          downloaded: (fileName) => translate(`${KEYS}.downloaded`, { fileName }),
          failed: () => translate(`${KEYS}.failed`),
        },
      },
      department,
    ),
  );
}
