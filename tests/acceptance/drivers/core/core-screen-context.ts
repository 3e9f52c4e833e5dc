import type { i18n } from "i18next";
import type { Container } from "inversify";
import type { ScreenServices } from "../../../../ui/wiring/screen-services.ts";

/**
 * What a core-world screen driver works with: the app's container on memory adapters, the en-US translations, and
 * the core driver's navigation (guards apply). A screen driver builds the screen's view model from the container
 * as the screen would, and disposes it when the address changes.
 */
export interface CoreScreenContext {
  container(): Container;
  i18n(): i18n;
  /** The container and the en-US translator, as a screen's view model factory takes them. */
  services(): ScreenServices;
  /** The address shown now: path plus query. */
  location(): Promise<string>;
  /** Opens an address the way typing it would. */
  open(pathWithQuery: string): Promise<void>;
  /** Moves to an address as the router's navigate does (a view model asked for it). */
  navigate(pathWithQuery: string): void;
  /** Called with a disposer, run when the address changes or the scenario ends. */
  onLeave(dispose: () => void): void;
}
