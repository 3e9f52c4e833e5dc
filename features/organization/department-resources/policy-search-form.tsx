import { Button, Classes, H3, InputGroup, Tag } from "@blueprintjs/core";
import { Search } from "@blueprintjs/icons";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DepartmentFilesState } from "./department-files.state.ts";
import type { DepartmentFilesViewModel } from "./department-files.view-model.ts";

const KEYS = "organization.departmentResources.files.search";

/** Finds passages of the department's documents, by meaning when they are embedded, by words otherwise. */
export function PolicySearchForm({
  viewModel,
  state,
}: {
  readonly viewModel: DepartmentFilesViewModel;
  readonly state: DepartmentFilesState;
}) {
  const { t } = useTranslation();
  const { query, searching, result } = state.search;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void viewModel.search();
  };
  return (
    <section className="app-policy-search" aria-labelledby="policy-search-title" data-testid="policy-search">
      <H3 id="policy-search-title" className="app-department-resource-form-title">
        {t(`${KEYS}.label`)}
      </H3>
      <form className="app-policy-search-form" onSubmit={submit}>
        <InputGroup
          fill
          type="search"
          aria-labelledby="policy-search-title"
          placeholder={t(`${KEYS}.placeholder`)}
          value={query}
          leftIcon={<Search />}
          data-testid="policy-search-query"
          onValueChange={(value) => viewModel.changeQuery(value)}
        />
        <Button
          type="submit"
          loading={searching}
          disabled={query.trim() === ""}
          data-testid="policy-search-submit"
        >
          {t("common.search")}
        </Button>
      </form>
      {result ? (
        <div
          aria-live="polite"
          data-testid="policy-search-result"
          data-by={result.by}
          data-query={result.query}
        >
          <p className={Classes.TEXT_MUTED}>
            {result.by === "meaning" ? t(`${KEYS}.byMeaning`) : t(`${KEYS}.byWords`)}
          </p>
          {result.passages.length === 0 ? (
            <p data-testid="policy-search-none">{t(`${KEYS}.none`, { query: result.query })}</p>
          ) : (
            <ol className="app-policy-passages">
              {result.passages.map((passage) => (
                <li
                  key={`${passage.fileId}-${passage.chunk}`}
                  data-testid="policy-passage"
                  data-file-name={passage.fileName}
                >
                  <Tag minimal>{t(`${KEYS}.passage`, { file: passage.fileName, chunk: passage.chunk })}</Tag>
                  {/* The document's own words: React renders them as text, never as markup. */}
                  <blockquote className={`app-policy-passage-text ${Classes.BLOCKQUOTE}`}>
                    {passage.text}
                  </blockquote>
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </section>
  );
}
