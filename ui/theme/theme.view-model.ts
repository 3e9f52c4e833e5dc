import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  type Observable,
  type Subscription,
} from "rxjs";
import type { AppPreferences } from "../../core/preferences/app-preferences.ts";
import type { ColorSchemeSource } from "../../core/theme/color-scheme-source.port.ts";
import { PALETTES, type Palette } from "../../core/theme/palette.ts";
import { type AppliedTheme, resolveTheme, type ThemeMode } from "../../core/theme/theme-mode.ts";

/** The theme the person chose, the look it resolves to right now, and that look's colours. */
export interface ThemeState {
  readonly mode: ThemeMode;
  readonly applied: AppliedTheme;
  readonly palette: Palette;
}

/** The theme choice (persisted in the app preferences) combined live with the OS colour-scheme preference. */
export class ThemeViewModel {
  private readonly state: BehaviorSubject<ThemeState>;
  private readonly subscription: Subscription;
  /** Emits the current theme on subscribe, then each time the chosen mode or the applied look changes. */
  readonly state$: Observable<ThemeState>;

  constructor(
    private readonly preferences: AppPreferences,
    scheme: ColorSchemeSource,
  ) {
    const mode = preferences.current().themeMode;
    // Until the OS answers (it does synchronously in practice), a SYSTEM choice is assumed dark, the default look.
    this.state = new BehaviorSubject(toState(mode, resolveTheme(mode, true)));
    this.state$ = this.state.pipe(distinctUntilChanged());
    this.subscription = combineLatest([preferences.themeMode$, scheme.prefersDark$]).subscribe(
      ([themeMode, prefersDark]) => {
        const applied = resolveTheme(themeMode, prefersDark);
        const current = this.state.value;
        if (current.mode !== themeMode || current.applied !== applied)
          this.state.next(toState(themeMode, applied));
      },
    );
  }

  /** The theme as it is now, for a first render before any subscription. */
  current(): ThemeState {
    return this.state.value;
  }

  /** Chooses LIGHT, DARK or SYSTEM; the choice is remembered across reloads. */
  setMode(mode: ThemeMode): void {
    this.preferences.setThemeMode(mode);
  }

  /** Stops following the preferences and the OS. */
  dispose(): void {
    this.subscription.unsubscribe();
    this.state.complete();
  }
}

function toState(mode: ThemeMode, applied: AppliedTheme): ThemeState {
  return { mode, applied, palette: PALETTES[applied] };
}
