import { BlueprintIcons_16 } from "@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16.js";

/**
 * Stands in for @blueprintjs/icons' own iconNames module in the build (rsbuild.config.ts). That module runs
 * change-case's regular expressions over all 706 icon names twice when the page starts, work a phone does before
 * the first screen. The generated enum's keys already are the PascalCase names, and the legacy names are
 * its hyphenated values in capitals; icon-names.test.ts checks both tables against the original's.
 */
const legacyIconNames: Record<string, string> = {};
for (const name of Object.values(BlueprintIcons_16))
  legacyIconNames[name.replaceAll("-", "_").toUpperCase()] = name;

export const IconNames: Record<string, string> = { ...BlueprintIcons_16, ...legacyIconNames };
export const IconNamesSet = new Set<string>(Object.values(BlueprintIcons_16));
