/** The evidence download under a department's settings, as a person sees it. */
export interface ShownEvidenceDownload {
  /** The months offered, YYYY-MM, newest first. */
  readonly months: readonly string[];
  /** The month chosen, YYYY-MM. */
  readonly month: string;
  /** Whether "Include request bodies" is offered. */
  readonly bodiesOffered: boolean;
}

/** A downloaded bundle: the file's name and each file inside the zip, by name, as text. */
export interface DownloadedEvidence {
  readonly fileName: string;
  readonly files: Readonly<Record<string, string>>;
}

/** What a person can do with a department's compliance evidence, in words of the product; both worlds implement it. */
export interface EvidenceDownloadDriver {
  /** Opens the department's settings tab, where the download sits. */
  open(departmentName: string): Promise<void>;
  /** The download as shown; null when the person is not offered it. */
  shown(): Promise<ShownEvidenceDownload | null>;
  chooseMonth(month: string): Promise<void>;
  /** Ticks "Include request bodies". */
  includeBodies(): Promise<void>;
  /** Presses Download and waits for the zip, opened. */
  download(): Promise<DownloadedEvidence>;
}
