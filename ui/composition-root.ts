import { Container, type ContainerModule } from "inversify";
import { Config } from "../core/config/config.entity.ts";
import { Profile } from "../core/config/profile.ts";
import { OrganizationStore } from "../core/organization/organization-store.ts";
import { AppPreferences } from "../core/preferences/app-preferences.ts";
import { SessionStore } from "../core/session/session-store.ts";
import { KeyValueStore } from "../core/storage/key-value-store.port.ts";
import { ColorSchemeSource } from "../core/theme/color-scheme-source.port.ts";
import { ThemeViewModel } from "./theme/theme.view-model.ts";

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
  container.bind<Profile>(Profile).toConstantValue(profile);
  container.bind<Config>(Config).toConstantValue(config);
  container.load(...adapters);
  container
    .bind(SessionStore)
    .toResolvedValue((store: KeyValueStore) => new SessionStore(store), [KeyValueStore]);
  container
    .bind(AppPreferences)
    .toResolvedValue(
      (store: KeyValueStore) => new AppPreferences(store, config.defaultTheme),
      [KeyValueStore],
    );
  container.bind(OrganizationStore).toConstantValue(new OrganizationStore());
  container
    .bind(ThemeViewModel)
    .toResolvedValue(
      (preferences: AppPreferences, scheme: ColorSchemeSource) => new ThemeViewModel(preferences, scheme),
      [AppPreferences, ColorSchemeSource],
    );
  return container;
}
