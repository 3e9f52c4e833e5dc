import { render } from "@testing-library/react";
import type { Container } from "inversify";
import { createMemoryRouter } from "react-router";
import { DEMO_ACCOUNT } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { MemoryAvailableModelsGateway } from "../../adapters/gateway-memory/available-models/memory-available-models-gateway.adapter.ts";
import { MemoryChatCompletionsGateway } from "../../adapters/gateway-memory/chat-completions/memory-chat-completions-gateway.adapter.ts";
import { SIMULATED_PIECE_DELAY_MS } from "../../adapters/gateway-memory/memory-gateways.ts";
import { memoryModules } from "../../adapters/modules/memory.module.ts";
import type { MemoryNotifier } from "../../adapters/notifier-memory/memory-notifier.adapter.ts";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import type { ProviderModelRecord } from "../../core/available-models/provider-model.entity.ts";
import { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { createConfig } from "../../core/config/create-config.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../core/organization/organization-gateway.port.ts";
import { AppPreferences } from "../../core/preferences/app-preferences.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { App } from "../app.tsx";
import { createAppContainer } from "../composition-root.ts";
import { createI18n, loadScreenTexts } from "../i18n/i18n.ts";
import { startLanguageController } from "../i18n/language-controller.ts";
import { createAppRouter } from "../router/create-app-router.tsx";
import { RouterErrorNavigator } from "../router/router-error-navigator.ts";
import { documentComplete$, navigationSettled$ } from "../shell/browser-signals.ts";
import { createShellReadinessViewModel } from "../shell/shell-readiness.view-model-factory.ts";
import { startSession } from "../shell/start-session.ts";
import { disposedAfterTest } from "./disposed-after-test.ts";
import { screensPackFromDisk, shellPackFromDisk } from "./packs-from-disk.ts";

export interface RenderAppOptions {
  /** Starts with the demo account signed in (through the memory identity provider). */
  readonly signedIn?: boolean;
  /** Replaces the memory organization gateway, e.g. with one that fails. */
  readonly organizationGateway?: OrganizationGateway;
  /** Replaces the memory identity provider, e.g. with one shaped like Auth0. */
  readonly auth?: AuthProvider;
  /** The models the gateway lists and the simulated provider answers as, instead of the demo's catalogue. */
  readonly catalogue?: readonly ProviderModelRecord[];
  /** Replaces ports before the app starts, e.g. a gateway with a fake that fails: `(container) => container.rebind(...)`. */
  readonly rebind?: (container: Container) => void;
}

/** The whole app on memory adapters and memory history, for component tests. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const config = createConfig();
  const container = createAppContainer("memory", config, memoryModules(window));
  if (options.organizationGateway) {
    container.rebind(OrganizationGateway).toConstantValue(options.organizationGateway);
  }
  if (options.auth) container.rebind(AuthProvider).toConstantValue(options.auth);
  if (options.catalogue) {
    const catalogue = options.catalogue;
    container.rebind(AvailableModelsGateway).toConstantValue(new MemoryAvailableModelsGateway(catalogue));
    container
      .rebind(ChatCompletionsGateway)
      .toConstantValue(
        new MemoryChatCompletionsGateway(catalogue, { pieceDelayMs: SIMULATED_PIECE_DELAY_MS }),
      );
  }
  options.rebind?.(container);
  await startSession(container);
  const sessions = container.get(SessionStore);
  const auth = container.get(AuthProvider);
  if (options.signedIn) await sessions.start(await auth.signIn(DEMO_ACCOUNT));
  const i18n = await createI18n();
  startLanguageController(container.get(AppPreferences), i18n, shellPackFromDisk);
  const router = createAppRouter(
    { sessions, homeRules: config, screenTexts: () => loadScreenTexts(i18n, screensPackFromDisk) },
    (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  );
  container.get(RouterErrorNavigator).attach((target) => void router.navigate(target));
  const readiness = disposedAfterTest(
    createShellReadinessViewModel(
      { container, translate: i18n.t.bind(i18n) },
      { documentComplete$: documentComplete$(document), navigationSettled$: navigationSettled$(router) },
    ),
  );
  render(<App container={container} i18n={i18n} router={router} readiness={readiness} />);
  const notifier = container.get(Notifier) as MemoryNotifier;
  return {
    container,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    /** Follows a link inside the app (no reload: the memory adapters keep their state). */
    navigate: (target: string) => router.navigate(target),
    toasts: () => notifier.visible().map((record) => record.toast.message),
    storedAppState: () => JSON.parse(container.get(KeyValueStore).read("app") ?? "null"),
  };
}
