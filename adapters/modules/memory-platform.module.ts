import { ContainerModule } from "inversify";
import { Clock } from "../../core/clock/clock.port.ts";
import { Config } from "../../core/config/config.entity.ts";
import { HtmlSanitizer, LoadHtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { TokenCipher } from "../../core/session/token-cipher.port.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { LoadMarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { ColorSchemeSource } from "../../core/theme/color-scheme-source.port.ts";
import { AesGcmTokenCipher } from "../cipher-webcrypto/aes-gcm-token-cipher.adapter.ts";
import { SystemClock } from "../clock-system/system-clock.adapter.ts";
import { MemoryColorScheme } from "../color-scheme-memory/memory-color-scheme.adapter.ts";
import { lazyMarkdownItRenderer } from "../markdown-it/load-markdown-it-renderer.ts";
import { MemoryNotifier } from "../notifier-memory/memory-notifier.adapter.ts";
import { DomPurifySanitizer } from "../sanitizer-dompurify/dompurify-sanitizer.adapter.ts";
import { MemoryStore } from "../storage-memory/memory-store.adapter.ts";

export interface MemoryPlatformOptions {
  /** Pass the same store to a new container to simulate a reload that keeps what was stored. */
  readonly store?: KeyValueStore;
  readonly colorScheme?: MemoryColorScheme;
}

/**
 * The browser's platform services (storage, OS theme, toasts) in memory, for component tests and the acceptance
 * tests' core world. A DOM `window` is still needed for the sanitizer (jsdom in Node).
 */
export function memoryPlatformModule(window: Window, options: MemoryPlatformOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(KeyValueStore).toConstantValue(options.store ?? new MemoryStore());
    // Web Crypto is as much Node's as the browser's: the stored tokens are really encrypted here too.
    bind(TokenCipher)
      .toResolvedValue(
        (config: Config) => new AesGcmTokenCipher(globalThis.crypto, config.tokenSecret),
        [Config],
      )
      .inSingletonScope();
    bind(Clock).toConstantValue(new SystemClock());
    bind(ColorSchemeSource).toConstantValue(options.colorScheme ?? new MemoryColorScheme(false));
    const sanitizer = new DomPurifySanitizer(window);
    bind(HtmlSanitizer).toConstantValue(sanitizer);
    bind(LoadHtmlSanitizer).toConstantValue(async () => sanitizer);
    bind(LoadMarkdownRenderer).toConstantValue(lazyMarkdownItRenderer(window));
    bind(Notifier)
      .toResolvedValue((loaded: HtmlSanitizer) => new MemoryNotifier(loaded), [HtmlSanitizer])
      .inSingletonScope();
  });
}
