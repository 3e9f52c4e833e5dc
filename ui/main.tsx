import "@blueprintjs/core/lib/css/blueprint.css";
import "./styles/app.css";
import "./theme/theme.css";
import { FocusStyleManager } from "@blueprintjs/core";
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { map } from "rxjs";
import { adaptersFor } from "../adapters/modules/profile-modules.ts";
import { AuthProvider } from "../core/auth/auth-provider.port.ts";
import { createConfig } from "../core/config/create-config.ts";
import { parseProfile } from "../core/config/profile.ts";
import { Notifier } from "../core/notifier/notifier.port.ts";
import { AppPreferences } from "../core/preferences/app-preferences.ts";
import { SessionStore } from "../core/session/session-store.ts";
import { App } from "./app.tsx";
import { createAppContainer } from "./composition-root.ts";
import { applyLanguage, createI18n, loadScreenTexts } from "./i18n/i18n.ts";
import { startLanguageController } from "./i18n/language-controller.ts";
import { createAppRouter } from "./router/create-app-router.tsx";
import { preloadFirstScreen } from "./router/preload-first-screen.ts";
import { RouterErrorNavigator } from "./router/router-error-navigator.ts";
import { installDefaultTrustedTypesPolicy } from "./security/install-default-trusted-types-policy.ts";
import { startServiceWorkerWhenSettled } from "./service-worker/start-service-worker.ts";
import { documentComplete$, navigationSettled$ } from "./shell/browser-signals.ts";
import { createShellReadinessViewModel } from "./shell/shell-readiness.view-model-factory.ts";
import { startSession } from "./shell/start-session.ts";
import { yieldToBrowser } from "./shell/yield-to-browser.ts";
import { ThemeViewModel } from "./theme/theme.view-model.ts";
import { startThemeController } from "./theme/theme-controller.ts";

async function start(): Promise<void> {
  const firstScreen = preloadFirstScreen(window.location.pathname);
  // Focus rings for keyboard users only; a mouse click does not leave one behind.
  FocusStyleManager.onlyShowFocusOnTabs();
  const profile = parseProfile(__PROFILE__);
  const config = createConfig(__RAW_CONFIG__);
  installDefaultTrustedTypesPolicy(window, profile, config);
  await yieldToBrowser(window);
  const i18n = await createI18n();
  await yieldToBrowser(window);
  const container = createAppContainer(
    profile,
    config,
    await adaptersFor(profile, config, window, {
      toastLabels: {
        region: () => i18n.t("toast.region"),
        repeated: (count) => i18n.t("toast.repeated", { count }),
      },
    }),
  );
  await yieldToBrowser(window);

  startThemeController(document, container.get(ThemeViewModel));
  const preferences = container.get(AppPreferences);
  await applyLanguage(i18n, preferences.current().languageIso);
  startLanguageController(preferences, i18n);
  // Downloaded while the session is restored; the screen's route waits for the same download.
  if (firstScreen.needsScreenTexts) loadScreenTexts(i18n).catch(() => {});
  await yieldToBrowser(window);

  await startSession(container);
  await yieldToBrowser(window);
  const router = createAppRouter({
    sessions: container.get(SessionStore),
    homeRules: config,
    screenTexts: () => loadScreenTexts(i18n),
  });
  container.get(RouterErrorNavigator).attach((path) => void router.navigate(path));
  const readiness = createShellReadinessViewModel(
    { container, translate: i18n.t.bind(i18n) },
    { documentComplete$: documentComplete$(document), navigationSettled$: navigationSettled$(router) },
  );

  if (__TEST_HOOKS__) {
    (window as unknown as { __dashboardTestHooks: unknown }).__dashboardTestHooks = {
      notifier: container.get(Notifier),
      auth: container.get(AuthProvider),
      sessions: container.get(SessionStore),
      navigate: (path: string) => router.navigate(path),
      /** A port by its token's name (`Symbol.for(name)`), to reach the memory adapters' test seams. */
      port: (name: string) => container.get(Symbol.for(name)),
    };
  }

  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element");
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking it in one
  // long task (Lighthouse's Total Blocking Time).
  startTransition(() => {
    createRoot(root).render(<App container={container} i18n={i18n} router={router} readiness={readiness} />);
  });
  startServiceWorkerWhenSettled(
    window,
    readiness.state$.pipe(map(({ overlayVisible }) => !overlayVisible)),
    container.get(Notifier),
    i18n,
  );
}

void start();
