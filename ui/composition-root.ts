import { Container, type ContainerModule } from "inversify";
import { AuthProvider } from "../core/auth/auth-provider.port.ts";
import { Clock } from "../core/clock/clock.port.ts";
import { Config } from "../core/config/config.entity.ts";
import { Profile } from "../core/config/profile.ts";
import { ErrorNavigator } from "../core/errors/error-navigator.port.ts";
import { Notifier } from "../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../core/organization/organization-gateway.port.ts";
import { OrganizationLifecycle } from "../core/organization/organization-lifecycle.ts";
import { OrganizationStore } from "../core/organization/organization-store.ts";
import { AppPreferences } from "../core/preferences/app-preferences.ts";
import { AccessTokenSource } from "../core/session/access-token-source.port.ts";
import { SessionAccessTokenSource } from "../core/session/session-access-token-source.ts";
import { SessionStore } from "../core/session/session-store.ts";
import { SignOut } from "../core/session/sign-out.use-case.ts";
import { TokenCipher } from "../core/session/token-cipher.port.ts";
import { KeyValueStore } from "../core/storage/key-value-store.port.ts";
import { RouterErrorNavigator } from "./router/router-error-navigator.ts";
import { ThemeViewModel } from "./theme/theme.view-model.ts";
import { createThemeViewModel } from "./theme/theme.view-model-factory.ts";

/**
 * The only place that chooses adapters. `adapters` is the profile's set of container modules: the browser
 * modules in the app, the memory module in component tests and in the acceptance tests' core world.
 */
export function createAppContainer(
  profile: Profile,
  config: Config,
  adapters: readonly ContainerModule[],
): Container {
  const container = new Container({ defaultScope: "Singleton" });
  container.bind(Profile).toConstantValue(profile);
  container.bind(Config).toConstantValue(config);
  container.load(...adapters);
  container
    .bind(SessionStore)
    .toResolvedValue(
      (store: KeyValueStore, cipher: TokenCipher) => new SessionStore(store, cipher),
      [KeyValueStore, TokenCipher],
    );
  container
    .bind(AppPreferences)
    .toResolvedValue(
      (store: KeyValueStore) => new AppPreferences(store, config.defaultTheme),
      [KeyValueStore],
    );
  container.bind(OrganizationStore).toConstantValue(new OrganizationStore());
  bindSession(container);
  container.bind(ThemeViewModel).toDynamicValue(() => createThemeViewModel({ container }));
  return container;
}

/** Sign-out, token freshness, the organization that follows the session, and where error pages open. */
function bindSession(container: Container): void {
  const errorNavigator = new RouterErrorNavigator();
  container.bind(RouterErrorNavigator).toConstantValue(errorNavigator);
  container.bind(ErrorNavigator).toConstantValue(errorNavigator);
  container
    .bind(SignOut)
    .toResolvedValue(
      (
        sessions: SessionStore,
        organizations: OrganizationStore,
        auth: AuthProvider,
        notifier: Notifier,
        store: KeyValueStore,
      ) => new SignOut({ sessions, organizations, auth, notifier, store }),
      [SessionStore, OrganizationStore, AuthProvider, Notifier, KeyValueStore],
    );
  container
    .bind(AccessTokenSource)
    .toResolvedValue(
      (sessions: SessionStore, auth: AuthProvider, clock: Clock, errors: ErrorNavigator, signOut: SignOut) =>
        new SessionAccessTokenSource({ sessions, auth, clock, errors, signOut }),
      [SessionStore, AuthProvider, Clock, ErrorNavigator, SignOut],
    );
  container
    .bind(OrganizationLifecycle)
    .toResolvedValue(
      (
        sessions: SessionStore,
        organizations: OrganizationStore,
        gateway: OrganizationGateway,
        clock: Clock,
      ) => new OrganizationLifecycle({ sessions, organizations, gateway, clock }),
      [SessionStore, OrganizationStore, OrganizationGateway, Clock],
    );
}
