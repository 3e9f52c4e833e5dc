import type { Observable } from "rxjs";
import { token } from "../wiring/token.ts";

/** The operating system's light/dark preference, followed live when the theme mode is SYSTEM. */
export interface ColorSchemeSource {
  readonly prefersDark$: Observable<boolean>;
}

export const ColorSchemeSource = token<ColorSchemeSource>("ColorSchemeSource");
