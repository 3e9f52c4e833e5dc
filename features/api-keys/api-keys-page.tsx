import "./api-keys.css";
import { Button, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon, Key, Plus, Refresh } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ApiKeyConfirmAlert } from "../../ui/api-keys/api-key-confirm-alert.tsx";
import { ApiKeySettingsDialog } from "../../ui/api-keys/api-key-settings-dialog.tsx";
import { RotateApiKeyDialog } from "../../ui/api-keys/rotate-api-key-dialog.tsx";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { RevealedApiKeyCallout } from "../../ui/components/revealed-api-key.tsx";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenViewModel } from "../../ui/hooks/use-screen-view-model.ts";
import type { ApiKeysState } from "./api-keys.state.ts";
import type { ApiKeysViewModel } from "./api-keys.view-model.ts";
import { createApiKeysViewModel } from "./api-keys.view-model-factory.ts";
import { ApiKeysTable } from "./api-keys-table.tsx";

/**
 * The signed-in person's API keys: the list with each key's status, limits and use; make and edit through one
 * settings dialog, rotate with a grace, revoke and delete after asking; a secret shown in full once.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const viewModel = useScreenViewModel(createApiKeysViewModel);
  const state = useObservable(viewModel.state$, viewModel.current());
  const createButton = useRef<HTMLButtonElement>(null);
  // The callout's buttons go away with it: focus returns to where keys are made.
  const dismissRevealed = () => {
    viewModel.dismissRevealed();
    createButton.current?.focus();
  };
  const { revealed, rotation, confirmation } = state;
  return (
    <section className="app-page app-api-keys" aria-busy={state.status === "loading" || state.call !== null}>
      <PageHeader title={t("apiKeys.title")} />
      <div className="app-api-keys-toolbar">
        <p className={Classes.TEXT_MUTED}>{t("apiKeys.intro")}</p>
        <Button
          ref={createButton}
          data-testid="api-key-create"
          intent="primary"
          icon={<Plus />}
          loading={state.call === "creating"}
          disabled={state.status !== "ready" || state.call !== null}
          onClick={() => viewModel.openCreation()}
        >
          {t("apiKeys.create")}
        </Button>
      </div>
      {revealed ? (
        <RevealedApiKeyCallout
          revealed={revealed}
          title={revealed.rotated ? t("apiKeys.rotatedTitle", { key: revealed.name }) : undefined}
          onDismiss={dismissRevealed}
        />
      ) : null}
      <ApiKeysContent viewModel={viewModel} state={state} />
      <ApiKeySettingsDialog
        form={state.form}
        models={state.models}
        saving={state.call === "creating" || state.call === "saving"}
        onChange={(field, value) => viewModel.changeForm(field, value)}
        onSubmit={() => void viewModel.submitForm()}
        onCancel={() => viewModel.closeForm()}
      />
      <RotateApiKeyDialog
        keyName={rotation?.name ?? null}
        grace={rotation?.grace ?? "1h"}
        rotating={state.call === "rotating"}
        onGraceChange={(grace) => viewModel.chooseGrace(grace)}
        onConfirm={() => void viewModel.confirmRotation()}
        onCancel={() => viewModel.cancelRotation()}
      />
      <ApiKeyConfirmAlert
        question={confirmation}
        busy={state.call === "revoking" || state.call === "removing"}
        onConfirm={() => void viewModel.confirm()}
        onCancel={() => viewModel.cancelConfirmation()}
      />
    </section>
  );
}

function ApiKeysContent({
  viewModel,
  state,
}: {
  readonly viewModel: ApiKeysViewModel;
  readonly state: ApiKeysState;
}) {
  const { t } = useTranslation();
  if (state.status === "loading") {
    return (
      <NonIdealState
        className="app-api-keys-notice"
        icon={<Spinner size={40} />}
        title={t("common.loading")}
      />
    );
  }
  if (state.status === "failed") {
    return (
      <NonIdealState
        className="app-api-keys-notice"
        icon={<ErrorIcon size={48} />}
        title={t("apiKeys.failedTitle")}
        description={
          state.failure.length > 0
            ? state.failure.map((message) => <p key={message}>{message}</p>)
            : t("apiKeys.failedDescription")
        }
        action={
          <Button intent="primary" icon={<Refresh />} onClick={() => void viewModel.retry()}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  }
  if (state.keys.length === 0) {
    return (
      <NonIdealState
        className="app-api-keys-notice"
        icon={<Key size={48} />}
        title={t("apiKeys.emptyTitle")}
        description={t("apiKeys.emptyDescription")}
      />
    );
  }
  return (
    <ApiKeysTable
      state={state}
      handlers={{
        onEdit: (id) => viewModel.openEdit(id),
        onRotate: (id) => viewModel.askToRotate(id),
        onRevoke: (id) => viewModel.askToRevoke(id),
        onRemove: (id) => viewModel.askToRemove(id),
      }}
    />
  );
}
