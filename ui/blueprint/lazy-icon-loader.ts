import type { IconName, IconPaths, IconSize } from "@blueprintjs/icons";
import type { IconLoaderOptions } from "@blueprintjs/icons/lib/esm/iconLoader.js";

type BlueprintIcons = typeof import("@blueprintjs/icons/lib/esm/iconLoader.js")["Icons"];

/*
 * Stands in for @blueprintjs/icons' own iconLoader module in the build (rsbuild.config.ts). Blueprint's loader
 * holds the table of all 706 icon names, which would ride in the first download although only an icon named by
 * a string ever reaches the loader, and the dashboard imports icons as components (tests/lint). This one hands
 * every call to Blueprint's loader, downloaded on the first call that needs it.
 */
let blueprintIcons: BlueprintIcons | undefined;
let pendingOptions: IconLoaderOptions | undefined;

async function loaded(): Promise<BlueprintIcons> {
  if (!blueprintIcons) {
    const { Icons: icons } = await import(
      /* webpackChunkName: "blueprint-icons-loader" */ "@blueprintjs/icons/lib/esm/iconLoader.js"
    );
    if (pendingOptions) icons.setLoaderOptions(pendingOptions);
    blueprintIcons = icons;
  }
  return blueprintIcons;
}

/** Blueprint's `Icons`, with the same members; its loader and name table download on the first load. */
export const Icons = {
  setLoaderOptions(options: IconLoaderOptions): void {
    if (blueprintIcons) blueprintIcons.setLoaderOptions(options);
    else pendingOptions = { ...pendingOptions, ...options };
  },

  async load(icons: IconName | IconName[], size: IconSize | number, options?: IconLoaderOptions) {
    const loader = await loaded();
    return Array.isArray(icons) ? loader.load(icons, size, options) : loader.load(icons, size, options);
  },

  async loadAll(options?: IconLoaderOptions): Promise<void> {
    return (await loaded()).loadAll(options);
  },

  /** An icon's paths once loaded; none has been before Blueprint's loader is downloaded by a first load. */
  getPaths(icon: IconName, size: IconSize): IconPaths | undefined {
    return blueprintIcons?.getPaths(icon, size);
  },

  /** Answers from Blueprint's name table once a load has downloaded it; before that, no name is known. */
  isValidIconName(iconName: string): iconName is IconName {
    return blueprintIcons?.isValidIconName(iconName) ?? false;
  },
};
