import { BehaviorSubject, distinctUntilChanged, map, type Observable } from "rxjs";
import { isLanguageIso } from "../i18n/language.ts";
import type { KeyValueStore } from "../storage/key-value-store.port.ts";
import { isThemeMode, type ThemeMode } from "../theme/theme-mode.ts";
import { type AppState, readAppState, writeAppState } from "./app-state.ts";

/** The person's theme and language choices, persisted under the key `app` and observable by the shell. */
export class AppPreferences {
  private readonly state: BehaviorSubject<AppState>;
  readonly state$: Observable<AppState>;
  readonly themeMode$: Observable<ThemeMode>;
  readonly languageIso$: Observable<string>;

  constructor(
    private readonly store: KeyValueStore,
    defaultTheme: ThemeMode,
  ) {
    this.state = new BehaviorSubject(readAppState(store, defaultTheme));
    this.state$ = this.state.asObservable();
    this.themeMode$ = this.state$.pipe(
      map((state) => state.themeMode),
      distinctUntilChanged(),
    );
    this.languageIso$ = this.state$.pipe(
      map((state) => state.languageIso),
      distinctUntilChanged(),
    );
  }

  current(): AppState {
    return this.state.value;
  }

  setThemeMode(themeMode: ThemeMode): void {
    if (!isThemeMode(themeMode)) return;
    this.update({ ...this.state.value, themeMode });
  }

  setLanguage(languageIso: string): void {
    if (!isLanguageIso(languageIso)) return;
    this.update({ ...this.state.value, languageIso });
  }

  private update(next: AppState): void {
    writeAppState(this.store, next);
    this.state.next(next);
  }
}
