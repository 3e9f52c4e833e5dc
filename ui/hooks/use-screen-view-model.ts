import { useContext } from "react";
import { useTranslation } from "react-i18next";
import type { Disposable } from "../wiring/disposable-tracker.ts";
import type { ScreenServices } from "../wiring/screen-services.ts";
import { ContainerContext } from "./use-service.ts";
import { useViewModel } from "./use-view-model.ts";

/** The app's container and i18next, as a screen's view model factory takes them. */
export function useScreenServices(): ScreenServices {
  const container = useContext(ContainerContext);
  if (!container) throw new Error("useScreenServices needs a ContainerContext provider");
  const { i18n } = useTranslation();
  return { container, translate: i18n.t.bind(i18n) };
}

/** A screen's view model, made by its feature's factory once per mounted screen and disposed with it. */
export function useScreenViewModel<T extends Disposable>(create: (services: ScreenServices) => T): T {
  const services = useScreenServices();
  return useViewModel(() => create(services));
}
