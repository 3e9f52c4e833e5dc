import type { Container } from "inversify";
import { JSDOM } from "jsdom";
import { MemoryColorScheme } from "../../../adapters/color-scheme-memory/memory-color-scheme.adapter.ts";
import { memoryModules } from "../../../adapters/modules/memory.module.ts";
import { MemoryNotifier } from "../../../adapters/notifier-memory/memory-notifier.adapter.ts";
import { MemoryStore } from "../../../adapters/storage-memory/memory-store.adapter.ts";
import { Config } from "../../../core/config/config.entity.ts";
import { createConfig } from "../../../core/config/create-config.ts";
import { Notifier, type ToastRequest } from "../../../core/notifier/notifier.port.ts";
import { readAppState } from "../../../core/preferences/app-state.ts";
import { destinationAfterSignIn } from "../../../core/routing/after-sign-in.ts";
import { decideNavigation } from "../../../core/routing/route-guard.ts";
import { RouteName } from "../../../core/routing/route-name.ts";
import { matchRoute } from "../../../core/routing/route-table.ts";
import { signInWithDemoAccount } from "../../../core/session/demo-sign-in.use-case.ts";
import { SessionStore } from "../../../core/session/session-store.ts";
import { signOut } from "../../../core/session/sign-out.use-case.ts";
import { deriveUserRole } from "../../../core/session/user-role.ts";
import { themeColorMeta } from "../../../core/theme/palette.ts";
import type { AppliedTheme, ThemeMode } from "../../../core/theme/theme-mode.ts";
import { createAppContainer } from "../../../ui/composition-root.ts";
import enUS from "../../../ui/i18n/packs/en-US.json" with { type: "json" };
import { ThemeViewModel } from "../../../ui/theme/theme.view-model.ts";
import type { DashboardDriver, VisibleToast } from "../support/dashboard-driver.ts";

const MAX_REDIRECTS = 10;

/**
 * Drives the dashboard without a browser: the same container, stores, view models and core rules the app uses,
 * on memory adapters. Navigation applies core's route table and guards the way the router does.
 */
export class CoreDriver implements DashboardDriver {
  private readonly window = new JSDOM("").window as unknown as Window;
  private readonly store = new MemoryStore();
  private readonly colorScheme = new MemoryColorScheme(false);
  private container!: Container;
  private address = "/";
  private readonly errors: string[] = [];
  private restoreConsole = () => {};

  async start(): Promise<void> {
    const original = console.error;
    console.error = (...args: unknown[]) => {
      this.errors.push(args.map(String).join(" "));
    };
    this.restoreConsole = () => {
      console.error = original;
    };
    this.boot();
  }

  async stop(): Promise<void> {
    this.restoreConsole();
    this.container.get(ThemeViewModel).dispose();
  }

  async open(pathWithQuery: string): Promise<void> {
    let target = pathWithQuery;
    for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
      const url = new URL(target, "http://dashboard.test");
      const decision = decideNavigation(
        matchRoute(url.pathname),
        deriveUserRole(this.sessions().current()),
        url.search,
        this.container.get<Config>(Config),
      );
      if (decision.kind === "allow") {
        this.address = `${url.pathname}${url.search}`;
        return;
      }
      target = decision.location;
    }
    throw new Error(`Redirect loop opening ${pathWithQuery}`);
  }

  async reload(): Promise<void> {
    this.container.get(ThemeViewModel).dispose();
    this.boot();
    await this.open(this.address);
  }

  async location(): Promise<string> {
    return this.address;
  }

  async heading(): Promise<string> {
    const route = matchRoute(new URL(this.address, "http://dashboard.test").pathname);
    return enUS.routes[route.name as keyof typeof enUS.routes];
  }

  async signInWithDemoAccount(): Promise<void> {
    if (matchRoute(new URL(this.address, "http://dashboard.test").pathname).name !== RouteName.AUTH_PAGE) {
      await this.open("/auth");
    }
    const search = new URL(this.address, "http://dashboard.test").search;
    signInWithDemoAccount(this.sessions());
    await this.open(destinationAfterSignIn(search));
  }

  async signOut(): Promise<void> {
    await signOut({ sessions: this.sessions(), notifier: this.notifier() }, enUS.nav.signedOut);
    await this.open(this.address);
  }

  async chooseTheme(mode: ThemeMode): Promise<void> {
    this.container.get(ThemeViewModel).setMode(mode);
  }

  async setSystemPrefersDark(dark: boolean): Promise<void> {
    this.colorScheme.setPrefersDark(dark);
  }

  async appliedTheme(): Promise<AppliedTheme> {
    return this.container.get(ThemeViewModel).current().applied;
  }

  async themeColor(): Promise<string> {
    return themeColorMeta(await this.appliedTheme());
  }

  async storedAppState() {
    return this.store.read("app") ? readAppState(this.store, createConfig().defaultTheme) : null;
  }

  async raiseToast(request: ToastRequest, kind: "default" | "interface"): Promise<string | null> {
    return kind === "interface" ? this.notifier().notifyInterface(request) : this.notifier().notify(request);
  }

  async visibleToasts(): Promise<readonly VisibleToast[]> {
    return this.notifier()
      .visible()
      .map(({ toast, repeatCount }) => {
        const html = toast.html ? toast.message : escapeText(toast.message);
        return { text: textOf(html), html, position: toast.position, repeatCount };
      });
  }

  async consoleErrors(): Promise<readonly string[]> {
    return this.errors;
  }

  /** A fresh container over the same stored values: what a page load does. */
  private boot(): void {
    this.container = createAppContainer(
      "memory",
      createConfig(),
      memoryModules(this.window, { store: this.store, colorScheme: this.colorScheme }),
    );
  }

  private sessions(): SessionStore {
    return this.container.get(SessionStore);
  }

  private notifier(): MemoryNotifier {
    const notifier = this.container.get<Notifier>(Notifier);
    if (!(notifier instanceof MemoryNotifier)) throw new Error("The core world needs the memory notifier");
    return notifier;
  }
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function textOf(html: string): string {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  return (document.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
