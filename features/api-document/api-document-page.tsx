import "./api-document.css";
import { Button, Classes, H2, InputGroup, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { Error as ErrorIcon, Filter, Refresh, Search } from "@blueprintjs/icons";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import type { ApiOperation } from "../../core/api-document/api-operation.ts";
import { Config } from "../../core/config/config.entity.ts";
import { apiBaseUrl } from "../../core/gateway/api-base-url.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { pathOf } from "../../core/routing/route-table.ts";
import { CopyTextButton } from "../../ui/components/copy-text-button.tsx";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../ui/hooks/use-screen-view-model.ts";
import { useService } from "../../ui/hooks/use-service.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import type { ApiDocumentState } from "./api-document.state.ts";
import type { ApiDocumentViewModel } from "./api-document.view-model.ts";
import { createApiDocumentViewModel } from "./api-document.view-model-factory.ts";
import { ApiDocumentNav } from "./api-document-nav.tsx";
import { ApiKeyChoice } from "./api-key-choice.tsx";
import { DescribedText } from "./described-text.tsx";
import { operationAnchor } from "./operation-anchor.ts";
import { OperationCard } from "./operation-card.tsx";

/**
 * The API documentation (public): the gateway's own OpenAPI document, operations grouped by tag, each with its
 * parameters, body, answers and examples that a signed-in person can have carry one of their keys.
 */
export function ApiDocumentPage() {
  const { t } = useTranslation();
  const config = useService(Config);
  const base = apiBaseUrl(config, window.location.host);
  const services = useScreenServices();
  const viewModel = useViewModel(() => createApiDocumentViewModel(services, window.location.host));
  const state = useObservable(viewModel.state$, viewModel.current());
  const { opened, toggle, open } = useOpenedOperations(state);

  return (
    <section className="app-page api-document-page" aria-busy={state.status === "loading"}>
      <PageHeader title={t("apiDocument.title")}>
        {state.info ? (
          <p className={`${Classes.TEXT_MUTED} api-document-info`}>
            {state.info.title} <Tag minimal>{t("apiDocument.version", { version: state.info.version })}</Tag>
          </p>
        ) : null}
      </PageHeader>
      <div className="api-document-intro">
        <p>
          <DescribedText text={state.info?.description ?? t("apiDocument.intro")} />
        </p>
        <p className="api-base-url">
          {t("apiDocument.baseUrl")} <code data-testid="api-base-url">{base}</code>{" "}
          <CopyTextButton
            variant="minimal"
            size="small"
            textToCopy={base}
            aria-label={t("apiDocument.copyBaseUrl")}
          />
        </p>
        <p className={Classes.TEXT_MUTED}>{t("apiDocument.authentication")}</p>
        <nav aria-label={t("apiDocument.links")} className="api-document-links">
          <Link to={pathOf(RouteName.DISCORD)}>{t("nav.community")}</Link>
          <a href={config.termsUrl}>{t("nav.terms")}</a>
          <a href={config.privacyUrl}>{t("nav.privacy")}</a>
        </nav>
      </div>
      <ApiDocumentBody viewModel={viewModel} state={state} opened={opened} toggle={toggle} open={open} />
    </section>
  );
}

/** Which operations are open: toggled by their cards, opened (and scrolled to) by the nav or the address's fragment. */
function useOpenedOperations(state: ApiDocumentState) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((operation: ApiOperation) => {
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(operation.id)) next.add(operation.id);
      return next;
    });
  }, []);
  const open = useCallback(
    (operation: ApiOperation) => {
      setOpened((current) => new Set(current).add(operation.id));
      void navigate({ hash: operationAnchor(operation) }, { replace: true });
    },
    [navigate],
  );
  useEffect(() => {
    const anchor = hash.replace(/^#/, "");
    const operation = state.operations.find((each) => operationAnchor(each) === anchor);
    if (!operation) return;
    setOpened((current) => (current.has(operation.id) ? current : new Set(current).add(operation.id)));
    document.getElementById(anchor)?.scrollIntoView({ block: "start" });
  }, [hash, state.operations]);
  return { opened, toggle, open };
}

interface ApiDocumentBodyProps {
  readonly viewModel: ApiDocumentViewModel;
  readonly state: ApiDocumentState;
  readonly opened: ReadonlySet<string>;
  readonly toggle: (operation: ApiOperation) => void;
  readonly open: (operation: ApiOperation) => void;
}

function ApiDocumentBody({ viewModel, state, opened, toggle, open }: ApiDocumentBodyProps) {
  const { t } = useTranslation();
  const chosenKey = useMemo(() => {
    if (state.keys.status !== "ready" || state.chosenKey === null) return null;
    return state.keys.keys.find((key) => key.id === state.chosenKey)?.masked ?? null;
  }, [state.keys, state.chosenKey]);

  if (state.status === "loading") {
    return <NonIdealState icon={<Spinner size={40} />} title={t("common.loading")} />;
  }
  if (state.status === "failed") {
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={t("apiDocument.failedTitle")}
        description={
          state.failure.length > 0
            ? state.failure.map((message) => <p key={message}>{message}</p>)
            : t("apiDocument.failedDescription")
        }
        action={
          <Button intent="primary" icon={<Refresh />} onClick={() => void viewModel.retry()}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  }
  return (
    <div className="api-document-layout">
      <aside className="api-document-sidebar">
        <InputGroup
          type="search"
          leftIcon={<Search />}
          placeholder={t("apiDocument.filterPlaceholder")}
          aria-label={t("apiDocument.filter")}
          value={state.query}
          onValueChange={(query) => viewModel.filter(query)}
        />
        <ApiDocumentNav groups={state.groups} onOpen={open} />
      </aside>
      <div className="api-document-content">
        <ApiKeyChoice keys={state.keys} chosen={state.chosenKey} onChoose={(id) => viewModel.chooseKey(id)} />
        {state.groups.length === 0 ? (
          <NonIdealState
            icon={<Filter size={48} />}
            title={t("apiDocument.noMatchTitle")}
            description={t("apiDocument.noMatchDescription")}
            action={
              <Button variant="outlined" onClick={() => viewModel.filter("")}>
                {t("common.clear")}
              </Button>
            }
          />
        ) : (
          state.groups.map((group) => (
            <section
              key={group.tag ?? ""}
              className="api-tag-group"
              aria-label={group.tag ?? t("apiDocument.untagged")}
            >
              <H2 className="api-tag-title">{group.tag ?? t("apiDocument.untagged")}</H2>
              {group.description ? (
                <p className={Classes.TEXT_MUTED}>
                  <DescribedText text={group.description} />
                </p>
              ) : null}
              {group.operations.map((operation) => (
                <OperationCard
                  key={operation.id}
                  operation={operation}
                  open={opened.has(operation.id)}
                  onToggle={toggle}
                  viewModel={viewModel}
                  chosenKey={chosenKey}
                />
              ))}
            </section>
          ))
        )}
      </div>
    </div>
  );
}
