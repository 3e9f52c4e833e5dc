import { ContainerModule } from "inversify";
import { Clock } from "../../core/clock/clock.port.ts";
import { Config } from "../../core/config/config.entity.ts";
import { LoadHtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { TokenCipher } from "../../core/session/token-cipher.port.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { LoadMarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { ColorSchemeSource } from "../../core/theme/color-scheme-source.port.ts";
import { AesGcmTokenCipher } from "../cipher-webcrypto/aes-gcm-token-cipher.adapter.ts";
import { SystemClock } from "../clock-system/system-clock.adapter.ts";
import { MatchMediaColorScheme } from "../color-scheme-browser/match-media-color-scheme.adapter.ts";
import { lazyMarkdownItRenderer } from "../markdown-it/load-markdown-it-renderer.ts";
import { BlueprintNotifier } from "../notifier-blueprint/blueprint-notifier.adapter.ts";
import type { ToastLabels } from "../notifier-blueprint/toast-labels.ts";
import { lazyDomPurifySanitizer } from "../sanitizer-dompurify/load-dompurify-sanitizer.ts";
import { LocalStorageAdapter } from "../storage-browser/local-storage.adapter.ts";

export interface BrowserModuleOptions {
  /** Screen-reader texts of the toasts, translated by the shell. */
  readonly toastLabels: ToastLabels;
}

/** The adapters every profile uses inside a real browser page. */
export function browserModule(window: Window, options: BrowserModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(KeyValueStore).toConstantValue(new LocalStorageAdapter(window.localStorage));
    bind(TokenCipher)
      .toResolvedValue((config: Config) => new AesGcmTokenCipher(window.crypto, config.tokenSecret), [Config])
      .inSingletonScope();
    bind(Clock).toConstantValue(new SystemClock());
    bind(ColorSchemeSource).toConstantValue(new MatchMediaColorScheme(window));
    bind(LoadHtmlSanitizer).toConstantValue(lazyDomPurifySanitizer(window));
    bind(LoadMarkdownRenderer).toConstantValue(lazyMarkdownItRenderer(window));
    bind(Notifier)
      .toResolvedValue(
        (loadSanitizer: LoadHtmlSanitizer) =>
          new BlueprintNotifier(loadSanitizer, window.document, options.toastLabels),
        [LoadHtmlSanitizer],
      )
      .inSingletonScope();
  });
}
