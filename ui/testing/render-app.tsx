import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { memoryModules } from "../../adapters/modules/memory.module.ts";
import type { MemoryNotifier } from "../../adapters/notifier-memory/memory-notifier.adapter.ts";
import { createConfig } from "../../core/config/create-config.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { AppPreferences } from "../../core/preferences/app-preferences.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { createAppContainer } from "../composition-root.ts";
import { ContainerContext } from "../hooks/use-service.ts";
import { createI18n } from "../i18n/i18n.ts";
import { startLanguageController } from "../i18n/language-controller.ts";
import { createAppRouter } from "../router/create-app-router.tsx";

/** The whole app on memory adapters and memory history, for component tests. */
export async function renderApp(path: string, { signedIn = false } = {}) {
  const config = createConfig();
  const container = createAppContainer("memory", config, memoryModules(window));
  const sessions = container.get(SessionStore);
  if (signedIn) sessions.start({ token: "access", refreshToken: "refresh" });
  const i18n = await createI18n();
  startLanguageController(container.get(AppPreferences), i18n);
  const router = createAppRouter({ sessions, homeRules: config }, (routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  render(
    <ContainerContext.Provider value={container}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ContainerContext.Provider>,
  );
  const notifier = container.get<Notifier>(Notifier) as MemoryNotifier;
  return {
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    toasts: () => notifier.visible().map((record) => record.toast.message),
    storedAppState: () => JSON.parse(container.get<KeyValueStore>(KeyValueStore).read("app") ?? "null"),
  };
}
