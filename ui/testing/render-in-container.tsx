import { OverlaysProvider } from "@blueprintjs/core";
import { render } from "@testing-library/react";
import type { Container } from "inversify";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { memoryModules } from "../../adapters/modules/memory.module.ts";
import type { MemoryNotifier } from "../../adapters/notifier-memory/memory-notifier.adapter.ts";
import { createConfig } from "../../core/config/create-config.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { createAppContainer } from "../composition-root.ts";
import { ContainerContext } from "../hooks/use-service.ts";
import { i18nWithEveryText } from "./i18n-with-every-text.ts";

/**
 * One piece of a screen (a panel, a tab) on its own, for component tests: the app's container on memory adapters
 * (ports rebound as the test says), every text in en-US, and Blueprint's overlay stack for its dialogs.
 */
export async function renderInContainer(
  element: ReactNode,
  options: { readonly rebind?: (container: Container) => void } = {},
) {
  const container = createAppContainer("memory", createConfig(), memoryModules(window));
  options.rebind?.(container);
  const i18n = await i18nWithEveryText();
  const within = (piece: ReactNode) => (
    <ContainerContext.Provider value={container}>
      <I18nextProvider i18n={i18n}>
        <OverlaysProvider>{piece}</OverlaysProvider>
      </I18nextProvider>
    </ContainerContext.Provider>
  );
  const view = render(within(element));
  const notifier = container.get(Notifier) as MemoryNotifier;
  return {
    ...view,
    container,
    /** Draws the piece again with new props, in the same container. */
    rerender: (next: ReactNode) => view.rerender(within(next)),
    /** The toasts shown now, by message. */
    toasts: () => notifier.visible().map((record) => record.toast.message),
  };
}
