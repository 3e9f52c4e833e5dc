import type { TFunction } from "i18next";
import type { Container } from "inversify";

/** A text of the packs, in the language shown at the moment of the call. */
export type Translate = TFunction;

/**
 * What every screen's view model factory builds from. The page passes the app's container and i18next; the core
 * acceptance world and the view model's tests pass theirs, so all three build the view model the same way.
 */
export interface ScreenServices {
  readonly container: Pick<Container, "get">;
  /** Called when a message is shown, not when the view model is made, so a message follows a language change. */
  readonly translate: Translate;
}
