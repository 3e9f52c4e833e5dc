import { BehaviorSubject, distinctUntilChanged, type Observable } from "rxjs";
import type { ColorSchemeSource } from "../../core/theme/color-scheme-source.port.ts";

/** An OS colour-scheme preference that tests switch by hand. */
export class MemoryColorScheme implements ColorSchemeSource {
  private readonly prefersDark: BehaviorSubject<boolean>;
  readonly prefersDark$: Observable<boolean>;

  constructor(initialPrefersDark: boolean) {
    this.prefersDark = new BehaviorSubject(initialPrefersDark);
    this.prefersDark$ = this.prefersDark.pipe(distinctUntilChanged());
  }

  /** Simulates the person switching their OS between light and dark. */
  setPrefersDark(value: boolean): void {
    this.prefersDark.next(value);
  }
}
