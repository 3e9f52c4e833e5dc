import { Button } from "@blueprintjs/core";
import { ChevronLeft, ChevronRight } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { PageWindow } from "./report-pagination.ts";

/** Previous, at most five page numbers around the current one (SPEC §9), next. */
export function ReportPagination({ window, onPage }: { window: PageWindow; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { current, last, pages } = window;
  if (last <= 1) return null;
  return (
    <nav className="organization-report-pagination" aria-label={t("organization.report.pagination.label")}>
      <Button
        variant="minimal"
        icon={<ChevronLeft />}
        aria-label={t("organization.report.pagination.previous")}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      />
      {pages.map((page) => (
        <Button
          key={page}
          variant={page === current ? "solid" : "minimal"}
          intent={page === current ? "primary" : "none"}
          aria-label={t("organization.report.pagination.page", { page })}
          aria-current={page === current ? "page" : undefined}
          data-page={page}
          onClick={() => onPage(page)}
        >
          {page}
        </Button>
      ))}
      <Button
        variant="minimal"
        icon={<ChevronRight />}
        aria-label={t("organization.report.pagination.next")}
        disabled={current >= last}
        onClick={() => onPage(current + 1)}
      />
    </nav>
  );
}
