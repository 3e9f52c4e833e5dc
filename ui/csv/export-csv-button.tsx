import { Button } from "@blueprintjs/core";
import { Download } from "@blueprintjs/icons";
import { downloadCsv } from "./download-csv.ts";

type DownloadedFile = Parameters<typeof downloadCsv>[0];

/** The primary button that exports a list as a CSV file and downloads it (nothing when the export gave none). */
export function ExportCsvButton({
  label,
  exporting,
  disabled,
  exportFile,
}: {
  label: string;
  exporting: boolean;
  disabled: boolean;
  exportFile: () => Promise<DownloadedFile | null | undefined>;
}) {
  const exportCsv = async () => {
    const file = await exportFile();
    if (file) downloadCsv(file);
  };
  return (
    <Button icon={<Download />} intent="primary" onClick={exportCsv} loading={exporting} disabled={disabled}>
      {label}
    </Button>
  );
}
